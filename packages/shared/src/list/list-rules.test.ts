import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor, isKeepableLink, pickHubItem } from './list-rules.js';
import {
  createListItemBodySchema,
  listItemsQuerySchema,
  updateListItemBodySchema,
} from './list-schemas.js';

describe('isKeepableLink', () => {
  it('keeps absolute http and https addresses, Vietnamese paths included', () => {
    expect(isKeepableLink('https://example.com/quán-ăn?x=1#top')).toBe(true);
    expect(isKeepableLink('http://example.com')).toBe(true);
    expect(isKeepableLink('https://xn--bn-cha-3ya.vn/')).toBe(true);
  });

  it('refuses other schemes, relative addresses, credentials and spaces', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com/file',
      'file:///etc/passwd',
      '//example.com',
      '/local/path',
      'example.com',
      'https://user:pass@example.com',
      'https://exa mple.com',
      'mailto:a@example.com',
    ])
      expect(isKeepableLink(link), link).toBe(false);
  });
});

describe('the list cursor', () => {
  it('goes there and back', () => {
    const cursor = { at: '2026-11-29T09:00:00.123Z', id: 'b2c1e0a4-1111-4111-8111-111111111111' };
    expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
  });

  it('refuses what this API did not write', () => {
    expect(decodeListCursor('not a cursor')).toBeNull();
    expect(decodeListCursor(btoa('2026-11-29|x'))).toBeNull();
    expect(decodeListCursor(btoa('2026-02-30T00:00:00.000Z|x'))).toBeNull();
    expect(decodeListCursor(btoa('2026-11-29T00:00:00.000Z|'))).toBeNull();
    expect(listItemsQuerySchema.safeParse({ cursor: 'zz' }).success).toBe(false);
  });
});

describe('pickHubItem', () => {
  const items = [
    { id: 'a', targetDate: null },
    { id: 'b', targetDate: '2026-12-24' },
    { id: 'c', targetDate: '2026-12-01' },
    { id: 'd', targetDate: '2026-11-01' },
  ];

  it('shows the nearest target date from today on, past dates aside', () => {
    expect(pickHubItem(items, '2026-11-29')?.id).toBe('c');
    expect(pickHubItem(items, '2026-12-01')?.id).toBe('c');
    expect(pickHubItem(items, '2026-12-02')?.id).toBe('b');
  });

  it('without a coming date, picks by the day: the same all day, another the next', () => {
    const undated = [
      { id: 'x', targetDate: null },
      { id: 'y', targetDate: '2020-01-01' },
    ];
    const today = pickHubItem(undated, '2026-11-29');
    expect(pickHubItem([...undated].reverse(), '2026-11-29')).toEqual(today);
    expect(pickHubItem(undated, '2026-11-30')?.id).not.toBe(today?.id);
    expect(pickHubItem([], '2026-11-29')).toBeNull();
  });
});

describe('list item input', () => {
  it('fills the defaults and trims', () => {
    expect(createListItemBodySchema.parse({ title: '  Đi Đà Lạt  ' })).toEqual({
      title: 'Đi Đà Lạt',
      kind: 'other',
      note: '',
      targetDate: null,
      link: null,
    });
  });

  it('takes a date-only target, refuses an impossible one and an unsafe link', () => {
    expect(
      createListItemBodySchema.parse({ title: 'x', targetDate: '2028-02-29' }).targetDate,
    ).toBe('2028-02-29');
    expect(
      createListItemBodySchema.safeParse({ title: 'x', targetDate: '2027-02-29' }).success,
    ).toBe(false);
    expect(
      createListItemBodySchema.safeParse({ title: 'x', link: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(createListItemBodySchema.safeParse({ title: ' ' }).success).toBe(false);
    expect(createListItemBodySchema.safeParse({ title: 'x', kind: 'car' }).success).toBe(false);
    expect(createListItemBodySchema.safeParse({ title: 'a'.repeat(201) }).success).toBe(false);
  });

  it('clears a link with an empty text on update', () => {
    expect(updateListItemBodySchema.parse({ link: '' })).toEqual({ link: null });
  });
});
