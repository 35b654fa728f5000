#!/usr/bin/env node
// `npm test`: every test. Unit and integration tests (Vitest: shared rules, server
// through app.inject on PGlite and, when TEST_DATABASE_URL is set, PostgreSQL; web
// components), then the end-to-end suite in Chromium against the built server.
// Ends with one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const reports = mkdtempSync(join(tmpdir(), 'doita-test-'));
const only = process.argv[2]; // optional: "unit" or "e2e"

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let exitCode = 0;

if (only !== 'e2e') {
  const vitestJson = join(reports, 'vitest.json');
  const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
  const report = readJson(vitestJson);
  if (report) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  } else if (code !== 0) failed += 1;
  if (code !== 0) exitCode = code;
}

if (only !== 'unit') {
  const e2eJson = join(reports, 'e2e.json');
  const code = run('npm', ['run', 'test:e2e', '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  const report = readJson(e2eJson);
  if (report?.stats) {
    passed += report.stats.expected ?? 0;
    failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  } else if (code !== 0) failed += 1;
  if (code !== 0) exitCode = code;
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode || (failed > 0 ? 1 : 0));
