// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SELF = 'scripts/lint/self-contained.test.js';

/**
 * What a fresh clone cannot follow: an issue tracker's numbers, a decisions file, the product
 * specification and documents beside the repository. A comment, test name or page says the
 * rule itself, or points at the repository's own docs (docs/product-rules.md). Each pattern is
 * narrow enough to leave ordinary words alone: "the server issues a token", "decisions" in prose,
 * `D1` inside an identifier or a hex colour, a Playwright `*.spec.ts` file name.
 */
export const CITATIONS = [
  { name: 'an issue number', pattern: /\bissue\s*#?\d+\b/i },
  { name: 'issue numbers', pattern: /\bissues\s+#?\d+(?:\s*(?:,|and|&|to)\s*#?\d+)+/i },
  { name: 'a pull request number', pattern: /\b(?:PR|pull request)\s*#\d+\b/i },
  { name: 'a tracker reference', pattern: /\(#\d+\)|\bsee #\d+\b/i },
  { name: 'the decisions file', pattern: /\bDECISIONS\b/ },
  { name: 'the decisions file', pattern: /\bdecisions\.md\b/i },
  { name: 'a numbered decision', pattern: /\bdecision\s+#?\d+\b/i },
  { name: 'a numbered decision', pattern: /(?<![\w#.$/-])D\d{1,2}(?![\w-])/ },
  { name: "a decisions file's heading", pattern: /\bTurn \d+\b/ },
  { name: 'the product specification', pattern: /(?<![\w.-])spec:\s/i },
  {
    name: 'the product specification',
    pattern: /\bproduct-spec\b|\bspec(?:'s|’s)?\s+sections?\b/i,
  },
  {
    name: 'the product specification',
    pattern: /\bsections?\s+\d+\s+of\s+the\s+spec\b|\bthe spec\b/i,
  },
  { name: 'a document outside the repository', pattern: /\.\.\/shared\b|\/work\/shared\b/ },
  {
    name: 'a document outside the repository',
    pattern: /\b(?:ARCHITECTURE|STYLE|DECISIONS)\.md\b/,
  },
];

/** Lockfiles are generated; this file holds the patterns themselves. */
const SKIPPED = new Set(['package-lock.json', SELF]);

/** Every `file:line: text` of the tracked text files that cites something a clone does not have. */
export function findCitations(files = trackedFiles()) {
  const found = [];
  for (const file of files) {
    if (SKIPPED.has(file)) continue;
    let text;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // deleted in the working tree, not yet committed
    }
    if (text.includes('\0')) continue; // binary
    text.split('\n').forEach((line, index) => {
      const hit = CITATIONS.find(({ pattern }) => pattern.test(line));
      if (hit) found.push(`${file}:${index + 1}: ${hit.name}: ${line.trim().slice(0, 160)}`);
    });
  }
  return found;
}

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

describe('the repository stands alone', () => {
  it('no tracked file cites an issue, a decisions file, the product specification or a path outside', () => {
    const found = findCitations();
    expect(
      found.length,
      `Say the rule in place, or point at docs/product-rules.md:\n${found.join('\n')}`,
    ).toBe(0);
  });

  it('the patterns flag citations and leave ordinary words alone', () => {
    const flagged = [
      '// issue 14: the page',
      '/* see issues 19 and 20 */',
      'Fixes the counter (#12).',
      'DECISIONS "Blog privacy"',
      'as D12 says',
      'decision 7',
      '(DECISIONS "Turn 2")',
      'spec section 7',
      '(spec: 100 ms delay)',
      "the spec's generic message",
      'Rules in `../shared/DECISIONS.md`',
      'see shared/ARCHITECTURE.md',
      'STYLE.md',
      'product-spec.md',
    ];
    const ordinary = [
      'the server issues 3 tokens',
      'decisions about layout',
      "device('d1', IPHONE)",
      "const colour = '#D12A4F';",
      'apps/web/e2e/offline.spec.ts',
      "'D100'",
      'docs/architecture.md',
      'the OpenAPI specification',
    ];
    const matches = (line) => CITATIONS.some(({ pattern }) => pattern.test(line));
    expect(flagged.filter((line) => !matches(line))).toEqual([]);
    expect(ordinary.filter(matches)).toEqual([]);
  });
});
