#!/usr/bin/env node
// The web's size budgets (issue 19), checked on the production build in CI: it fails
// above any of them. Gzip level 9, as a CDN or @fastify/compress would serve it.
//   - the entry: the scripts index.html loads plus everything it modulepreloads (the
//     language's messages, ~19 KB, load beside it and are not counted);
//   - each other JavaScript chunk (routes and what they load lazily);
//   - all CSS together.
// Usage: node scripts/check-bundle.mjs [dist dir] [--json]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Issue 19's budgets, enforced as they are written: the entry (the scripts index.html loads
 * and what it modulepreloads) at most 120 KB, each other chunk 60, all CSS 20. The entry was
 * 192 KB, 151 after the first screen's code went into two files (apps/web/vite.config.ts)
 * and production's contract lost its schemas (no zod): React DOM alone was ~59 of it. The
 * production build renders with Preact's React compatibility layer instead (~11 KB;
 * docs/architecture.md, "Preact in production"), which leaves the entry at ~94 KB.
 */
export const BUDGETS = { entryKb: 120, chunkKb: 60, cssKb: 20 };

/**
 * The pages a person opens the app on (the sign-in page and the landing, the dashboard, the
 * memories list, a post) and the timeline draw without zod and the schemas (~27 KB
 * gzipped): a form loads its schemas when it validates, an answer's when it arrives. The
 * sign-in page imported them through the parser of its answer, the timeline through its
 * filters' names (kept in the schemas' module), and each waited on them to draw.
 */
export const FIRST_SCREENS = ['auth', 'home', 'memories', 'blog-post', 'timeline'].map(
  (name) => `src/app/routes/${name}.tsx`,
);
/** a chunk holding zod (its error class keeps its name through minification) */
const ZOD_MARK = 'ZodError';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const gzipKb = (path) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/** Measures a built web app; returns every figure and the budgets it breaks. */
export function measure(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assetsOf = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const entryScripts = assetsOf(/<script[^>]+type="module"[^>]+src="\/?([^"]+)"/g);
  const preloads = assetsOf(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g);
  const entryFiles = [...new Set([...entryScripts, ...preloads])];
  const entryKb = entryFiles.reduce((sum, file) => sum + gzipKb(join(dist, file)), 0);

  const files = walk(dist).map((path) => relative(dist, path).split('\\').join('/'));
  const chunks = files
    .filter((file) => file.endsWith('.js') && !entryFiles.includes(file) && file.startsWith('assets/'))
    .map((file) => ({ file, kb: gzipKb(join(dist, file)) }))
    .sort((a, b) => b.kb - a.kb);
  const cssKb = files.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + gzipKb(join(dist, file)), 0);

  // what each first screen loads before it can draw: its chunk and their static imports
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const withZod = [];
  for (const page of FIRST_SCREENS) {
    if (!manifest[page]) continue;
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    visit(page);
    const zod = [...seen].filter((key) => readFileSync(join(dist, manifest[key].file), 'utf8').includes(ZOD_MARK));
    if (zod.length) withZod.push(`${page} (${zod.map((key) => manifest[key].file).join(', ')})`);
  }

  const failures = [];
  for (const page of withZod) failures.push(`first screen loads zod before it draws: ${page}`);
  if (entryKb > BUDGETS.entryKb)
    failures.push(`entry ${entryKb.toFixed(1)} KB gzip > ${BUDGETS.entryKb} KB (${entryFiles.join(', ')})`);
  for (const chunk of chunks)
    if (chunk.kb > BUDGETS.chunkKb) failures.push(`chunk ${chunk.file} ${chunk.kb.toFixed(1)} KB gzip > ${BUDGETS.chunkKb} KB`);
  if (cssKb > BUDGETS.cssKb) failures.push(`CSS ${cssKb.toFixed(1)} KB gzip > ${BUDGETS.cssKb} KB`);
  return { entryFiles, entryKb, chunks, cssKb, withZod, failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : join(root, 'apps/web/dist'));
  const result = measure(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `entry: ${result.entryKb.toFixed(1)} KB gzip (budget ${BUDGETS.entryKb}), ${result.entryFiles.length} files`,
    );
    console.log(`largest chunks: ${result.chunks.slice(0, 5).map((c) => `${c.file} ${c.kb.toFixed(1)}`).join(', ')} (budget ${BUDGETS.chunkKb} each)`);
    console.log(`CSS: ${result.cssKb.toFixed(1)} KB gzip (budget ${BUDGETS.cssKb})`);
  }
  if (result.failures.length) {
    console.error(`\nOver budget:\n  ${result.failures.join('\n  ')}`);
    process.exit(1);
  }
}
