import { describe, expect, it } from 'vitest';
import {
  decodeListCursor,
  encodeListCursor,
  isKeepableLink,
  memoryDayOf,
  pickHubItem,
} from './list-rules.js';
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
    expect(isKeepableLink('https://bún-chả.vn:8443/menu')).toBe(true);
    expect(isKeepableLink('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isKeepableLink('http://[2001:db8::1]:8080/')).toBe(true);
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
      'https://',
      'https://-bad-.com/',
      'https://example..com',
      'http://[::1',
    ])
      expect(isKeepableLink(link), link).toBe(false);
  });

  it('keeps a port only when it is a real one (0 to 65535)', () => {
    for (const link of [
      'https://localhost:65535',
      'https://localhost:0/',
      'http://example.com:80',
      'https://example.com:00443/x',
      'http://[2001:db8::1]:65535/',
      'https://bún-chả.vn:1/',
    ])
      expect(isKeepableLink(link), link).toBe(true);
    for (const link of [
      'https://localhost:99999',
      'https://localhost:65536',
      'https://example.com:70000/path',
      'http://[2001:db8::1]:65536/',
      'https://example.com:123456',
      'https://example.com:-1',
      'https://example.com:port',
      'https://example.com:',
      'https://example.com:80:80',
    ])
      expect(isKeepableLink(link), link).toBe(false);
  });

  it('refuses an address the URL parser refuses, as a browser would', () => {
    for (const link of [
      'https://256.1.1.1/',
      'http://999.999.999.999',
      'http://[zz::1]/',
      'http://[1:2]/',
      'http://[::1]x/',
    ])
      expect(isKeepableLink(link), link).toBe(false);
    // what it reads as an address stays keepable
    for (const link of ['http://127.0.0.1:8080/', 'http://[::1]/', 'https://example.com./'])
      expect(isKeepableLink(link), link).toBe(true);
  });

  it('and the schema refuses it on the link field', () => {
    const parsed = createListItemBodySchema.safeParse({
      title: 'link',
      link: 'https://localhost:99999',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['link']);
  });
});

describe('the list cursor', () => {
  it('goes there and back', () => {
    const cursor = { at: '2026-11-29T09:00:00.123Z', id: 'b2c1e0a4-1111-4111-8111-111111111111' };
    expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
  });

  it('refuses what this API did not write', () => {
    expect(decodeListCursor('not a cursor')).toBeNull();
    expect(decodeListCursor('1795945800135')).toBeNull();
    expect(decodeListCursor('1795945800135.')).toBeNull();
    expect(decodeListCursor('-5.abc')).toBeNull();
    expect(decodeListCursor('99999999999999999.abc')).toBeNull();
    // a real instant, but past year 9999: not one the database reads back
    expect(decodeListCursor('999999999999999.abc')).toBeNull();
    expect(decodeListCursor('253402300799999.abc')).toEqual({
      at: '9999-12-31T23:59:59.999Z',
      id: 'abc',
    });
    expect(decodeListCursor('1795945800135.a b')).toBeNull();
    expect(decodeListCursor("1795945800135.x';--")).toBeNull();
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

describe('memoryDayOf', () => {
  it('takes the target date once it has come, else the day it was done, else today', () => {
    expect(memoryDayOf({ targetDate: '2026-11-20' }, '2026-11-25', '2026-11-29')).toBe(
      '2026-11-20',
    );
    expect(memoryDayOf({ targetDate: '2026-12-24' }, '2026-11-25', '2026-11-29')).toBe(
      '2026-11-25',
    );
    expect(memoryDayOf({ targetDate: null }, '2028-02-29', '2028-03-01')).toBe('2028-02-29');
    expect(memoryDayOf({ targetDate: null }, null, '2026-11-29')).toBe('2026-11-29');
  });
});
