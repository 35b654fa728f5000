/**
 * The map's arithmetic, kept apart from React so it is tested on its own: Web Mercator (the
 * projection slippy-map tiles use, so a tile server's tiles line up under the pins), the view
 * (a centre and a scale) and the clustering of pins on a screen grid.
 */

/** a world of WORLD × WORLD units: 0,0 top left (180°W, 85°N), as tile zoom 0 of 256 px × 16 */
export const WORLD = 4096;
const MAX_LAT = 85.05112878;

/** longitude and latitude to world units */
export function project(lng: number, lat: number): [number, number] {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = ((lng + 180) / 360) * WORLD;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD;
  return [x, y];
}

/** world units back to longitude and latitude */
export function unproject(x: number, y: number): { lng: number; lat: number } {
  const lng = (x / WORLD) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / WORLD;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { lng, lat };
}

/** Vietnam with Hoàng Sa and Trường Sa: what a map shows first. */
export const VIETNAM_BOX = { west: 101.8, east: 117.6, south: 7.2, north: 23.6 };

/** What is on screen: the world point at the centre, and screen pixels per world unit. */
export interface View {
  cx: number;
  cy: number;
  scale: number;
}

export const MIN_SCALE = 0.5;
export const MAX_SCALE = 2048;

export const clampScale = (scale: number) => Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale));

/** the view that shows a box of longitudes and latitudes whole in a width × height screen */
export function fitView(
  box: { west: number; east: number; south: number; north: number },
  width: number,
  height: number,
  padding = 16,
): View {
  const [x0, y0] = project(box.west, box.north);
  const [x1, y1] = project(box.east, box.south);
  const scale = clampScale(
    Math.min((width - 2 * padding) / (x1 - x0), (height - 2 * padding) / (y1 - y0)),
  );
  return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, scale };
}

/** a world point on screen */
export function toScreen(view: View, width: number, height: number, x: number, y: number) {
  return [(x - view.cx) * view.scale + width / 2, (y - view.cy) * view.scale + height / 2] as const;
}

/** zooms by `factor` keeping the world point under the screen point (sx, sy) where it is */
export function zoomAt(
  view: View,
  factor: number,
  sx: number,
  sy: number,
  width: number,
  height: number,
): View {
  const scale = clampScale(view.scale * factor);
  const wx = view.cx + (sx - width / 2) / view.scale;
  const wy = view.cy + (sy - height / 2) / view.scale;
  return { scale, cx: wx - (sx - width / 2) / scale, cy: wy - (sy - height / 2) / scale };
}

/** moves the view by a drag of (dx, dy) screen pixels */
export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  cx: view.cx - dx / view.scale,
  cy: view.cy - dy / view.scale,
});

export interface MapPlace {
  name: string;
  lat: number;
  lng: number;
  count: number;
}

/** pins close together on screen, as one: where it stands, its memories, its places */
export interface Cluster<P extends MapPlace = MapPlace> {
  key: string;
  x: number;
  y: number;
  count: number;
  places: P[];
}

/**
 * Groups the places whose pins would overlap on screen at this scale: each place joins the
 * nearest group whose middle lies within `cell` px of it, else starts one, and groups whose
 * middles then lie within `cell` px of each other merge, until none do. So no two pins drawn
 * stand closer than `cell` px (a fixed grid left two close places on either side of a cell's
 * edge apart, one pin on top of the other). Places are taken most memories first (then by
 * name and position), so the groups do not depend on the answer's order; the distances are
 * the world's, so panning does not regroup, and zooming in splits them. Each group stands at
 * the count-weighted middle of its places.
 */
export function clusterPlaces<P extends MapPlace>(
  places: P[],
  scale: number,
  cell = 56,
): Cluster<P>[] {
  const reach = (cell / scale) ** 2;
  const apart = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
  const absorb = (into: Cluster<P>, from: Cluster<P>) => {
    const total = into.count + from.count;
    // a place of no memories still weighs, or the middle would be 0 / 0
    const weight = (c: Cluster<P>) => (total > 0 ? c.count / total : 0.5);
    into.x = into.x * weight(into) + from.x * weight(from);
    into.y = into.y * weight(into) + from.y * weight(from);
    into.count = total;
    into.places.push(...from.places);
  };
  const ordered = [...places].sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.lat - b.lat || a.lng - b.lng,
  );
  const clusters: Cluster<P>[] = [];
  for (const place of ordered) {
    const [x, y] = project(place.lng, place.lat);
    const own: Cluster<P> = {
      key: `${place.name}@${place.lat},${place.lng}`,
      x,
      y,
      count: place.count,
      places: [place],
    };
    let nearest: Cluster<P> | undefined;
    let distance = reach;
    for (const cluster of clusters) {
      const d = apart(cluster, own);
      if (d < distance) [nearest, distance] = [cluster, d];
    }
    if (nearest) absorb(nearest, own);
    else clusters.push(own);
  }
  // a group's middle moves as it grows: two that came within reach of each other become one
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < clusters.length && !merged; i += 1) {
      for (let j = i + 1; j < clusters.length; j += 1) {
        if (apart(clusters[i]!, clusters[j]!) < reach) {
          absorb(clusters[i]!, clusters[j]!);
          clusters.splice(j, 1);
          merged = true;
          break;
        }
      }
    }
  }
  return clusters;
}

type Line = readonly (readonly [number, number])[];

/** lines of [lng, lat] points as an SVG path in world units; rings are closed */
export function ringPath(rings: readonly Line[], closed = true): string {
  let path = '';
  for (const ring of rings) {
    ring.forEach(([lng, lat], i) => {
      const [x, y] = project(lng, lat);
      path += `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`;
    });
    if (closed) path += 'Z';
  }
  return path;
}

/** open lines (the borders between provinces), not closed into rings */
export const linePath = (lines: readonly Line[]) => ringPath(lines, false);

/** the slippy-map tiles covering the view at the zoom nearest its scale */
export function tilesFor(view: View, width: number, height: number) {
  // one tile is 256 px: at zoom z the world is 256·2^z px, i.e. scale = 256·2^z / WORLD
  const z = Math.max(0, Math.min(19, Math.round(Math.log2((view.scale * WORLD) / 256))));
  const count = 2 ** z;
  const tile = WORLD / count;
  const left = view.cx - width / 2 / view.scale;
  const top = view.cy - height / 2 / view.scale;
  const right = view.cx + width / 2 / view.scale;
  const bottom = view.cy + height / 2 / view.scale;
  const tiles: { z: number; x: number; y: number; size: number }[] = [];
  const x0 = Math.max(0, Math.floor(left / tile));
  const x1 = Math.min(count - 1, Math.floor(right / tile));
  const y0 = Math.max(0, Math.floor(top / tile));
  const y1 = Math.min(count - 1, Math.floor(bottom / tile));
  for (let x = x0; x <= x1; x += 1)
    for (let y = y0; y <= y1; y += 1) tiles.push({ z, x, y, size: tile });
  // a screen holds a few dozen tiles; more would be a bad scale
  return tiles.slice(0, 64);
}

/** a tile's address from the deployment's template (`https://tiles.example/{z}/{x}/{y}.png`) */
export const tileUrl = (template: string, tile: { z: number; x: number; y: number }) =>
  template
    .replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
