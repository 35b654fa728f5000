import { describe, expect, it } from 'vitest';
import {
  WORLD,
  clusterPlaces,
  fitView,
  linePath,
  panBy,
  ringPath,
  project,
  tileUrl,
  tilesFor,
  toScreen,
  unproject,
  zoomAt,
} from '../lib/map-math';

describe('the map arithmetic', () => {
  it('projects in Web Mercator and back', () => {
    expect(project(-180, 0)).toEqual([0, WORLD / 2]);
    const [x, y] = project(108.4583, 11.9404);
    const back = unproject(x, y);
    expect(back.lng).toBeCloseTo(108.4583, 6);
    expect(back.lat).toBeCloseTo(11.9404, 6);
    // north is up
    expect(project(105, 21)[1]).toBeLessThan(project(105, 10)[1]);
  });

  it('fits a box on screen and keeps the point under the cursor when zooming', () => {
    const view = fitView({ west: 102, east: 117.5, south: 7.5, north: 23.5 }, 390, 600);
    const [left] = toScreen(view, 390, 600, ...project(102, 15));
    const [right] = toScreen(view, 390, 600, ...project(117.5, 15));
    expect(left).toBeGreaterThanOrEqual(15.9);
    expect(right).toBeLessThanOrEqual(374.1);
    const zoomed = zoomAt(view, 2, 100, 200, 390, 600);
    const hanoi = project(105.85, 21.03);
    const before = toScreen(view, 390, 600, ...hanoi);
    const after = toScreen(zoomed, 390, 600, ...hanoi);
    // the point at (100, 200) stays there; Hà Nội moves away from it twice as far
    expect(after[0] - 100).toBeCloseTo((before[0] - 100) * 2, 6);
    const moved = panBy(view, 10, -5);
    expect(toScreen(moved, 390, 600, ...hanoi)[0]).toBeCloseTo(before[0] + 10, 6);
  });

  it('groups pins that fall close on screen, and splits them when zoomed in', () => {
    const places = [
      { name: 'Đà Lạt', lat: 11.94, lng: 108.46, count: 3 },
      { name: 'Cầu Đất', lat: 11.86, lng: 108.56, count: 1 },
      { name: 'Hà Nội', lat: 21.03, lng: 105.85, count: 2 },
    ];
    const far = clusterPlaces(places, 1);
    expect(far.map((cluster) => cluster.count).sort()).toEqual([2, 4]);
    const near = clusterPlaces(places, 200);
    expect(near).toHaveLength(3);
  });

  it('never leaves two pins closer than a pin’s reach, wherever they fall', () => {
    // Bà Nà and Hội An: close at a phone's zoom, and on either side of where a grid's edge was
    const close = [
      { name: 'Bà Nà', lat: 15.995, lng: 107.996, count: 2 },
      { name: 'Hội An', lat: 15.88, lng: 108.335, count: 3 },
    ];
    for (const scale of [0.5, 1, 2, 4, 8, 16, 32]) {
      const clusters = clusterPlaces(close, scale);
      const [a, b] = close.map((p) => project(p.lng, p.lat));
      const onScreen = Math.hypot(a![0] - b![0], a![1] - b![1]) * scale;
      expect(clusters).toHaveLength(onScreen < 56 ? 1 : 2);
    }
    // a spread of places at every scale: no two groups within 56 px, every memory counted once
    const spread = Array.from({ length: 60 }, (_, i) => ({
      name: `Nơi ${i}`,
      lat: 10 + ((i * 37) % 100) / 10,
      lng: 103 + ((i * 53) % 70) / 10,
      count: (i % 4) + 1,
    }));
    const total = spread.reduce((sum, p) => sum + p.count, 0);
    for (const scale of [0.2, 1, 5, 25, 125]) {
      const clusters = clusterPlaces(spread, scale);
      expect(clusters.reduce((sum, c) => sum + c.count, 0)).toBe(total);
      expect(new Set(clusters.map((c) => c.key)).size).toBe(clusters.length);
      for (const [i, a] of clusters.entries())
        for (const b of clusters.slice(i + 1))
          expect(Math.hypot(a.x - b.x, a.y - b.y) * scale).toBeGreaterThanOrEqual(56);
      // the same groups whatever the answer's order
      const reversed = clusterPlaces([...spread].reverse(), scale);
      expect(reversed.map((c) => c.key).sort()).toEqual(clusters.map((c) => c.key).sort());
    }
  });

  it('lists the tiles of the view at the nearest zoom, with their addresses', () => {
    const view = { cx: WORLD / 2, cy: WORLD / 2, scale: 256 / WORLD };
    expect(tilesFor(view, 256, 256)).toEqual([{ z: 0, x: 0, y: 0, size: WORLD }]);
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 5, x: 25, y: 14 })).toBe(
      'https://t.example/5/25/14.png',
    );
  });

  it('puts a place in the same tile as the slippy-map formula, at the zoom of the scale', () => {
    // the OpenStreetMap wiki's formula, on its own, for Hà Nội
    const slippy = (lng: number, lat: number, z: number) => {
      const n = 2 ** z;
      const rad = (lat * Math.PI) / 180;
      return {
        x: Math.floor(((lng + 180) / 360) * n),
        y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
      };
    };
    for (const z of [3, 7, 12]) {
      const [cx, cy] = project(105.8542, 21.0285);
      // one tile pixel per screen pixel at zoom z
      const view = { cx, cy, scale: (256 * 2 ** z) / WORLD };
      const tiles = tilesFor(view, 390, 600);
      expect(new Set(tiles.map((tile) => tile.z))).toEqual(new Set([z]));
      const { x, y } = slippy(105.8542, 21.0285, z);
      const centre = tiles.find(
        (tile) =>
          cx >= tile.x * tile.size &&
          cx < (tile.x + 1) * tile.size &&
          cy >= tile.y * tile.size &&
          cy < (tile.y + 1) * tile.size,
      );
      expect(centre).toMatchObject({ x, y, z });
      // 390 × 600 px of 256 px tiles: 2 or 3 across, 3 or 4 down
      expect(tiles.length).toBeGreaterThanOrEqual(6);
      expect(tiles.length).toBeLessThanOrEqual(12);
    }
    // between two zooms, the nearer: 1.4 tile px per screen px is still zoom 7's tiles
    const [cx, cy] = project(105.8542, 21.0285);
    expect(tilesFor({ cx, cy, scale: (256 * 2 ** 7 * 1.4) / WORLD }, 100, 100)[0]?.z).toBe(7);
    expect(tilesFor({ cx, cy, scale: (256 * 2 ** 7 * 1.5) / WORLD }, 100, 100)[0]?.z).toBe(8);
    // nothing outside the world
    const corner = tilesFor({ cx: 0, cy: 0, scale: 256 / WORLD }, 512, 512);
    expect(corner).toEqual([{ z: 0, x: 0, y: 0, size: WORLD }]);
  });

  it('draws rings closed and province lines open', () => {
    const line = [
      [105, 21],
      [106, 21],
    ] as const;
    expect(ringPath([line])).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+Z$/);
    expect(linePath([line, line])).not.toContain('Z');
    expect(linePath([line, line]).match(/M/g)).toHaveLength(2);
  });
});
