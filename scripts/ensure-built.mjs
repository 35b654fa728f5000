#!/usr/bin/env node
// Builds the workspaces when their output is missing or older than any source,
// so `npm start` and the end-to-end tests work on a fresh clone without a manual build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const stamp = join(root, 'apps/server/dist/.build-stamp');
const sources = [
  'package-lock.json',
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  // its build script: a build made before it forced production is made again
  'apps/web/package.json',
  'apps/web/build',
];
const outputs = ['packages/shared/dist/index.js', 'apps/server/dist/server.js', 'apps/web/dist/index.html'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function needsBuild() {
  if (!existsSync(stamp) || outputs.some((o) => !existsSync(join(root, o)))) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((s) => newestMtime(join(root, s)) > built);
}

export function ensureBuilt() {
  if (!needsBuild()) return;
  console.log('Building the app (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureBuilt();
