import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../en';
import vi from '../vi';

/**
 * What can be caught without a browser (the e2e `interface-text.spec.ts` reads the rendered
 * screens): raw placeholders, English left in the Vietnamese texts, doubled words, and any
 * date formatted outside the one helper that knows the language's format.
 */

function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      strings(child, path ? `${path}.${key}` : key),
    );
  return [];
}

const viTexts = new Map(strings(vi));
const enTexts = new Map(strings(en));

/** Words that are Vietnamese usage too, and names (authors of the quotes, places). */
const SAME_IN_BOTH = new Set([
  'Đôi Ta',
  'Tiếng Việt',
  'Email',
  'Email: {{email}}',
  'Blog',
  'Menu',
  'Video',
  // a memory's count of videos: Vietnamese says "video" too; the two counts joined
  '{{count}} video',
  '{{photos}} · {{videos}}',
  // the Live Photo's badge, as the phones that make them print it in every language
  'LIVE',
  'English',
  '{{date}} ({{when}})',
  '{{me}} & {{partner}}',
  'Mũi Né, Phan Thiết',
  'Minh',
  'Antoine de Saint-Exupéry',
  'Emily Brontë',
  'Audrey Hepburn',
  'Mahatma Gandhi',
  'David Viscott',
]);

/** A word followed by itself ("ảnh ảnh"), placeholders aside. */
const DOUBLED = /(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/iu;

describe('interface text', () => {
  it('never shows a raw placeholder in either language', () => {
    for (const [key, text] of [...viTexts, ...enTexts]) {
      expect(text, key).not.toMatch(
        /Invalid Date|\bN\/A\b|Unknown User|\bundefined\b|\bnull\b|NaN/,
      );
    }
  });

  it('has no English left in the Vietnamese texts (a text equal to its English one is a name)', () => {
    const same = [...viTexts].filter(
      ([key, text]) => text === enTexts.get(key) && /\p{L}{2}/u.test(text),
    );
    expect(same.filter(([, text]) => !SAME_IN_BOTH.has(text))).toEqual([]);
  });

  it('never doubles a word, in either language', () => {
    const doubled = [...viTexts, ...enTexts].filter(([, text]) =>
      DOUBLED.test(text.replace(/\{\{\w+\}\}/g, ' · ')),
    );
    expect(doubled).toEqual([]);
  });

  it('never doubles a word around a placeholder filled by another text of the app', () => {
    // "Bỏ ảnh {{name}}" with name = "ảnh {{index}}" read "Bỏ ảnh ảnh 1"
    const pairs: [string, string][] = [['memories:photos.remove', 'memories:photos.existing']];
    for (const [outerKey, innerKey] of pairs) {
      for (const texts of [viTexts, enTexts]) {
        const outer = texts.get(outerKey.replace(':', '.'))!;
        const inner = texts.get(innerKey.replace(':', '.'))!;
        const filled = outer.replace(/\{\{\w+\}\}/, inner.replace(/\{\{\w+\}\}/, '1'));
        expect(filled).not.toMatch(DOUBLED);
      }
    }
  });
});

const SRC = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === '__tests__' || name === 'test' || name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dates on screen', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('are formatted by lib/format.ts only, so each language has one date format', () => {
    const elsewhere = files.filter(
      ({ path, text }) =>
        path !== join('lib', 'format.ts') &&
        (/\bformatDate\(/.test(text) ||
          /dateStyle|toLocaleDateString|toLocaleString\(/.test(text) ||
          /Intl\.DateTimeFormat\([^)]*\)[^;]*\b(day|year)\s*:/s.test(text) ||
          /\{[^}]*\byear:\s*'numeric'[^}]*\bday:/s.test(text)),
    );
    expect(elsewhere.map((f) => f.path)).toEqual([]);
  });

  it('show the fallbacks (invalid date, no date, unknown author) only through the language', () => {
    const raw = files.filter(({ text }) =>
      /\b(INVALID_DATE|EMPTY_DATE|UNKNOWN_AUTHOR_NAME)\b|'Invalid Date'|'N\/A'|'Unknown User'/.test(
        text,
      ),
    );
    expect(raw.map((f) => f.path)).toEqual([join('lib', 'format.ts')]);
  });
});
