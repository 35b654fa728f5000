#!/usr/bin/env node
/**
 * Builds the map screen's base map, apps/web/public/map/base-map.json, from Natural Earth's
 * countries as the world-atlas package ships them (TopoJSON), so the map draws with no
 * outside network. Not run by the build: its output is committed. To run it again:
 *
 *   npm install --no-save world-atlas@2.0.2 topojson-client@3.1.0
 *   node scripts/build-base-map.mjs
 *
 * What it keeps: Vietnam at the 1:10m scale and its neighbours at 1:50m, inside a box around
 * the South China Sea (the East Sea), simplified (Douglas-Peucker) and rounded to 0.01°.
 * Hoàng Sa and Trường Sa are Vietnam's (Đà Nẵng and Khánh Hòa): their islands are taken
 * from the 1:10m data whoever it names, drawn as Vietnam's, and nothing else is kept in their
 * boxes (no other country's shape, no line). Natural Earth has no such line in its countries.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { feature } = require('topojson-client');
const atlas = (scale) => require(`world-atlas/countries-${scale}.json`);

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../apps/web/public/map/base-map.json');
/** the box drawn: Myanmar to the Philippines, the south of China to Borneo */
const BOX = { west: 92, east: 126, south: -1, north: 30 };
const HOANG_SA = { west: 110.9, east: 113.2, south: 15.5, north: 17.3 };
const TRUONG_SA = { west: 111.5, east: 116.2, south: 7.3, north: 11.8 };
const SCARBOROUGH = { west: 117.5, east: 118, south: 14.9, north: 15.4 };
const NEIGHBOURS = new Set([
  'China', 'Laos', 'Cambodia', 'Thailand', 'Myanmar', 'Malaysia', 'Philippines', 'Indonesia',
  'Brunei', 'Taiwan', 'India', 'Bangladesh', 'Bhutan', 'Nepal', 'Singapore', 'Timor-Leste',
  'Papua New Guinea', 'Japan', 'South Korea', 'North Korea',
]);

const inBox = (box, [lng, lat]) =>
  lng >= box.west && lng <= box.east && lat >= box.south && lat <= box.north;
const centreOf = (ring) => {
  let lng = 0;
  let lat = 0;
  for (const [x, y] of ring) {
    lng += x / ring.length;
    lat += y / ring.length;
  }
  return [lng, lat];
};
const polygonsOf = (geometry) =>
  !geometry ? [] : geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Douglas-Peucker on one ring, in degrees */
function simplify(ring, tolerance) {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = ring[first];
    const [bx, by] = ring[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy) || 1e-12;
    let worst = -1;
    let at = -1;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = ring[i];
      // a closed ring's ends are one point: the distance to it, not to a line
      const distance =
        dx === 0 && dy === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (distance > worst) {
        worst = distance;
        at = i;
      }
    }
    if (worst > tolerance) {
      keep[at] = 1;
      stack.push([first, at], [at, last]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

const round = ([lng, lat]) => [Math.round(lng * 100) / 100, Math.round(lat * 100) / 100];

/** a ring simplified and rounded, its repeated points dropped; null when nothing is left */
function compact(ring, tolerance) {
  const points = simplify(ring, tolerance).map(round);
  const out = points.filter(
    (p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1],
  );
  return out.length >= 4 ? out : null;
}

/** tiny islands: a ring too small to survive simplification stays as a small square */
function islandOf(ring) {
  const [lng, lat] = round(centreOf(ring));
  const r = 0.04;
  return [
    [lng - r, lat - r],
    [lng + r, lat - r],
    [lng + r, lat + r],
    [lng - r, lat + r],
    [lng - r, lat - r],
  ].map(round);
}

const countries10 = feature(atlas('10m'), atlas('10m').objects.countries).features;
const countries50 = feature(atlas('50m'), atlas('50m').objects.countries).features;

const disputedBox = (centre) =>
  inBox(HOANG_SA, centre) || inBox(TRUONG_SA, centre) || inBox(SCARBOROUGH, centre);

// Vietnam, from 1:10m: its mainland and coastal islands
const vietnam = [];
for (const polygon of polygonsOf(countries10.find((f) => f.properties.name === 'Vietnam').geometry)) {
  const ring = compact(polygon[0], 0.012);
  if (ring) vietnam.push(ring);
  else vietnam.push(islandOf(polygon[0]));
}

// Hoàng Sa and Trường Sa: every island in their boxes in the 1:10m data, as Vietnam's
const hoangSa = [];
const truongSa = [];
for (const country of countries10) {
  for (const polygon of polygonsOf(country.geometry)) {
    const centre = centreOf(polygon[0]);
    const ring = compact(polygon[0], 0.01) ?? islandOf(polygon[0]);
    if (inBox(HOANG_SA, centre)) hoangSa.push(ring);
    else if (inBox(TRUONG_SA, centre)) truongSa.push(ring);
  }
}

// The neighbours, from 1:50m, for context: never a shape inside the two archipelagos' boxes
const neighbours = [];
for (const country of countries50) {
  if (!NEIGHBOURS.has(country.properties.name)) continue;
  const rings = [];
  for (const polygon of polygonsOf(country.geometry)) {
    const outer = polygon[0];
    const centre = centreOf(outer);
    if (!outer.some((point) => inBox(BOX, point))) continue;
    if (disputedBox(centre)) continue;
    const ring = compact(outer, 0.03);
    if (ring) rings.push(ring);
  }
  if (rings.length) neighbours.push({ name: country.properties.name, rings });
}

const baseMap = {
  source: 'Natural Earth (public domain), via world-atlas 2.0.2; built by scripts/build-base-map.mjs',
  box: BOX,
  vietnam,
  hoangSa: { name: 'Quần đảo Hoàng Sa', within: 'Đà Nẵng', lat: 16.5, lng: 112, rings: hoangSa },
  truongSa: { name: 'Quần đảo Trường Sa', within: 'Khánh Hòa', lat: 10, lng: 114, rings: truongSa },
  neighbours,
};
writeFileSync(OUT, `${JSON.stringify(baseMap)}\n`);
const points = (rings) => rings.reduce((n, ring) => n + ring.length, 0);
console.log(
  `${OUT}: Vietnam ${points(vietnam)} points, Hoàng Sa ${hoangSa.length} islands, Trường Sa ${truongSa.length} islands, ${neighbours.length} neighbours ${neighbours.reduce((n, c) => n + points(c.rings), 0)} points`,
);
