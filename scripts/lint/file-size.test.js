// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Past this many lines a file holds more than one thing to read: split it along its seams. */
export const MAX_LINES = 400;

/** Source, tests, styles and tools: what a person reads (generated SQL and lockfiles are not). */
const SOURCE = /^(?:apps|packages|scripts|bench)\/.*\.(?:ts|tsx|js|mjs|cjs|css)$/;

/** Every tracked source file over MAX_LINES, as `file: N lines`. */
export function oversizedFiles(files = trackedFiles(), max = MAX_LINES) {
  const found = [];
  for (const file of files) {
    if (!SOURCE.test(file)) continue;
    let text;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, not yet committed
    }
    // counted as `wc -l` counts: a last line without its newline is still a line
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > max) found.push(`${file}: ${lines} lines`);
  }
  return found;
}

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('small parts', () => {
  it(`no source file is over ${MAX_LINES} lines`, () => {
    const found = oversizedFiles();
    expect(
      found,
      `Split these along their steps or sub-areas (a module's repository, service or test file):\n${found.join('\n')}`,
    ).toEqual([]);
  });
});
