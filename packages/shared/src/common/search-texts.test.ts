import { describe, expect, it } from 'vitest';
import {
  blogListQuerySchema,
  blogTagSchema,
  messagesSearchQuerySchema,
  placeFilterSchema,
  placesQuerySchema,
  searchQuerySchema,
} from '../index.js';

/**
 * What a person types to search or filter is read as every typed text is (`shownTextOf`):
 * spaces and invisible characters at its edges go (a zero-width space pasted with a word,
 * a byte-order mark), it is composed (NFC), and one that shows nothing is missing.
 */
const EDGES = '\u200b \ufeff';
const NFD = 'Ha\u0300 No\u0302\u0323i';

describe('search and filter texts', () => {
  it('take the invisible edges off and compose what remains', () => {
    expect(placesQuerySchema.parse({ q: `${EDGES}Đà Lạt\u2060` }).q).toBe('Đà Lạt');
    expect(placeFilterSchema.parse(`\u200b${NFD}\u200b`)).toBe('Hà Nội');
    expect(searchQuerySchema.parse({ q: `${EDGES}sinh nhật${EDGES}` }).q).toBe('sinh nhật');
    expect(messagesSearchQuerySchema.parse({ q: `\u00ad${NFD}` }).q).toBe('Hà Nội');
    expect(blogListQuerySchema.parse({ q: `${EDGES}biển${EDGES}` }).q).toBe('biển');
    expect(blogTagSchema.parse(`\u200bDu lịch\u200b`)).toBe(blogTagSchema.parse('Du lịch'));
  });

  it('count their limit on what is kept, not on the invisible edges', () => {
    const long = 'a'.repeat(100);
    expect(messagesSearchQuerySchema.safeParse({ q: `${EDGES.repeat(20)}${long}` }).success).toBe(
      true,
    );
  });

  it('refuse one that shows nothing where a text is needed', () => {
    for (const blank of ['\u200b', '\ufeff \u2060', '\u00ad'])
      for (const result of [
        placeFilterSchema.safeParse(blank),
        searchQuerySchema.safeParse({ q: blank }),
        messagesSearchQuerySchema.safeParse({ q: blank }),
        blogTagSchema.safeParse(blank),
      ]) {
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('validation.required');
      }
    // where it may be left out, it is empty: no filter
    expect(placesQuerySchema.parse({ q: '\u200b' }).q).toBe('');
    expect(blogListQuerySchema.parse({ q: '\u200b' }).q).toBe('');
  });
});
