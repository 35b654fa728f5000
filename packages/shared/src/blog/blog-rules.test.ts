import { describe, expect, it } from 'vitest';
import {
  linkAddress,
  BLOG_LIMITS,
  autoExcerpt,
  imageMarkdown,
  normalizeTag,
  readingMinutes,
} from './blog-rules.js';

describe('autoExcerpt', () => {
  it('keeps a short text whole, spaces squashed', () => {
    expect(autoExcerpt('  Một   ngày\n\nđẹp trời  ')).toBe('Một ngày đẹp trời');
  });

  it('cuts at 150 characters on a word boundary, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `từ${i}`).join(' ');
    const excerpt = autoExcerpt(words);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(BLOG_LIMITS.autoExcerpt + 1);
    expect(excerpt.endsWith('…')).toBe(true);
    // never half a word
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(words.charAt(excerpt.length - 1)).toBe(' ');
  });

  it('cuts inside a very long word rather than keep nothing', () => {
    const excerpt = autoExcerpt('a'.repeat(400));
    expect(excerpt).toBe(`${'a'.repeat(150)}…`);
  });

  it('counts an emoji or a Vietnamese letter as one character', () => {
    expect(autoExcerpt('🙂'.repeat(150))).toBe('🙂'.repeat(150));
    expect(autoExcerpt('đ'.repeat(151))).toBe(`${'đ'.repeat(150)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    const text = `${'x '.repeat(70)}end, and more words after the cut point here`;
    expect(autoExcerpt(text, 20)).not.toMatch(/[,.]…$/);
  });
});

describe('readingMinutes', () => {
  it.each([
    ['', 1],
    ['one word', 1],
    [Array(200).fill('chữ').join(' '), 1],
    [Array(500).fill('chữ').join(' '), 3],
    [Array(1000).fill('chữ').join('\n'), 5],
  ])('%#: %i words give the minutes', (text, minutes) => {
    expect(readingMinutes(text)).toBe(minutes);
  });
});

describe('normalizeTag', () => {
  it('squashes spaces, lower-cases and composes Vietnamese letters', () => {
    expect(normalizeTag('  Đà   Lạt ')).toBe('đà lạt');
    // NFD (e + combining marks) becomes NFC
    expect(normalizeTag('Ha\u0300 Nô\u0323i')).toBe('hà nội');
    expect(normalizeTag('du-lịch_2025')).toBe('du-lịch_2025');
  });

  it.each(['', '   ', '#love', '<b>', 'a/b', '-dash', 'javascript:alert(1)'])(
    'refuses %j',
    (raw) => {
      expect(normalizeTag(raw)).toBeNull();
    },
  );
});

describe('imageMarkdown', () => {
  it('writes the upload reference, with an alt text that cannot break out', () => {
    expect(imageMarkdown('Biển', 'abc_123')).toBe('![Biển](upload:abc_123)');
    expect(imageMarkdown('a]b[c\nd', 'x')).toBe('![a b c d](upload:x)');
  });
});

describe('linkAddress (links the editor inserts)', () => {
  it.each([
    ['https://dalat.vn/trip', 'https://dalat.vn/trip'],
    ['  http://example.com ', 'http://example.com'],
    ['dalat.vn/trip?x=1', 'https://dalat.vn/trip?x=1'],
    ['www.example.com', 'https://www.example.com'],
    ['mailto:an@example.com', 'mailto:an@example.com'],
  ])('%j is %j', (input, address) => {
    expect(linkAddress(input)).toBe(address);
  });
  it.each([
    '',
    'đi đà lạt',
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'localhostx',
    'http://',
  ])('refuses %j', (input) => {
    expect(linkAddress(input)).toBeNull();
  });
});
