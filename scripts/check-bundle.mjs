#!/usr/bin/env node
// The web's size budgets, checked on the production build in CI: it fails
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
 * The budgets: the entry (the scripts index.html loads and what it modulepreloads) at most
 * 160 KB with React 19 and React DOM (React DOM alone is ~59 of it), each other chunk 60,
 * all CSS 20. The first screen's code comes in two files (apps/web/vite.config.ts) and the
 * production contract has no schemas (apps/web/build/contract-view.ts): without that view
 * the entry is ~186 KB, zod and the schemas with it.
 */
export const BUDGETS = { entryKb: 160, chunkKb: 60, cssKb: 20 };

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
/**
 * The renderer the app is built with, the same from development to production: React DOM
 * (its DevTools hook keeps its name through minification), never a look-alike.
 */
const REACT_DOM_MARK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
const LOOK_ALIKE_MARK = /preact/i;

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
    .filter(
      (file) => file.endsWith('.js') && !entryFiles.includes(file) && file.startsWith('assets/'),
    )
    .map((file) => ({ file, kb: gzipKb(join(dist, file)) }))
    .sort((a, b) => b.kb - a.kb);
  const cssKb = files
    .filter((file) => file.endsWith('.css'))
    .reduce((sum, file) => sum + gzipKb(join(dist, file)), 0);

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
    const zod = [...seen].filter((key) =>
      readFileSync(join(dist, manifest[key].file), 'utf8').includes(ZOD_MARK),
    );
    if (zod.length) withZod.push(`${page} (${zod.map((key) => manifest[key].file).join(', ')})`);
  }

  const scripts = files.filter((file) => file.endsWith('.js'));
  const entryCode = entryFiles.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
  const lookAlikes = scripts.filter((file) => LOOK_ALIKE_MARK.test(readFileSync(join(dist, file), 'utf8')));

  const failures = [];
  if (!entryCode.includes(REACT_DOM_MARK)) failures.push('the entry does not render with React DOM');
  for (const file of lookAlikes) failures.push(`a stand-in for React in ${file}`);
  for (const page of withZod) failures.push(`first screen loads zod before it draws: ${page}`);
  if (entryKb > BUDGETS.entryKb)
    failures.push(
      `entry ${entryKb.toFixed(1)} KB gzip > ${BUDGETS.entryKb} KB (${entryFiles.join(', ')})`,
    );
  for (const chunk of chunks)
    if (chunk.kb > BUDGETS.chunkKb)
      failures.push(`chunk ${chunk.file} ${chunk.kb.toFixed(1)} KB gzip > ${BUDGETS.chunkKb} KB`);
  if (cssKb > BUDGETS.cssKb) failures.push(`CSS ${cssKb.toFixed(1)} KB gzip > ${BUDGETS.cssKb} KB`);
  return { entryFiles, entryKb, chunks, cssKb, withZod, failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(
    process.argv[2] && !process.argv[2].startsWith('--')
      ? process.argv[2]
      : join(root, 'apps/web/dist'),
  );
  const result = measure(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `entry: ${result.entryKb.toFixed(1)} KB gzip (budget ${BUDGETS.entryKb}), ${result.entryFiles.length} files`,
    );
    console.log(
      `largest chunks: ${result.chunks
        .slice(0, 5)
        .map((c) => `${c.file} ${c.kb.toFixed(1)}`)
        .join(', ')} (budget ${BUDGETS.chunkKb} each)`,
    );
    console.log(`CSS: ${result.cssKb.toFixed(1)} KB gzip (budget ${BUDGETS.cssKb})`);
  }
  if (result.failures.length) {
    console.error(`\nOver budget:\n  ${result.failures.join('\n  ')}`);
    process.exit(1);
  }
}
