import { describe, expect, it } from 'vitest';
import { formatIsoDate, toLocalDate } from '../dates/zoned-dates.js';
import {
  type TimelineKey,
  compareTimelineKeys,
  decodeTimelineCursor,
  encodeTimelineCursor,
  instantBound,
  instantKey,
  isPastCursor,
  startOfLocalDay,
  timelinePage,
} from './timeline-cursor.js';
import { TIMELINE_CURSOR_MAX } from './timeline-rules.js';

const key = (date: string, at: string, id: string): TimelineKey => ({ date, at, id });
const HCM = 'Asia/Ho_Chi_Minh';
const NY = 'America/New_York';
const { btoa } = globalThis as unknown as { btoa: (data: string) => string };
const b64 = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('timeline order', () => {
  it('sorts by date, then instant, then id (code units), newest first', () => {
    const a = key('2026-11-20', '2026-01-01T00:00:00.000Z', 'b');
    const b = key('2026-11-20', '2026-01-01T00:00:00.000Z', 'a');
    const c = key('2026-11-20', '2026-02-01T00:00:00.000Z', 'a');
    const d = key('2026-11-21', '2020-01-01T00:00:00.000Z', 'a');
    expect(compareTimelineKeys(a, b)).toBeGreaterThan(0);
    expect(compareTimelineKeys(c, a)).toBeGreaterThan(0);
    expect(compareTimelineKeys(d, c)).toBeGreaterThan(0);
    expect(compareTimelineKeys(a, a)).toBe(0);
    expect(isPastCursor(b, a)).toBe(true);
    expect(isPastCursor(a, a)).toBe(false);
    // milestone ids sort after hex UUIDs, whatever the collation
    expect(
      compareTimelineKeys(key('x', 'y', 'milestone-days-100'), key('x', 'y', 'ffffffff-0')),
    ).toBe(1);
  });

  it('merges arms, drops the same id twice, cuts at the limit and says where to resume', () => {
    const m1 = key('2026-11-20', '2026-11-20T01:00:00.000Z', 'm1');
    const m2 = key('2026-11-19', '2026-11-25T01:00:00.000Z', 'm2');
    const r1 = key('2026-11-19', '2026-11-19T05:00:00.000Z', 'r1');
    const r2 = key('2026-11-18', '2026-11-18T05:00:00.000Z', 'r2');
    const page = timelinePage([[m1, m2], [m2], [r1, r2]], 3);
    expect(page.items.map((i) => i.id)).toEqual(['m1', 'm2', 'r1']);
    expect(page.next).toEqual(r1);
    expect(timelinePage([[m1], [r1]], 2).next).toBeNull();
    expect(timelinePage([], 5)).toEqual({ items: [], next: null });
  });
});

describe('timeline cursor codec', () => {
  const k = key('2024-02-29', '2024-02-29T16:59:59.999Z', '0b6c2a1e-4b0e-4c9e-9f57-0f6e1d7c9a11');

  it('round-trips, stays short and URL-safe', () => {
    const cursor = encodeTimelineCursor(k);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor.length).toBeLessThanOrEqual(TIMELINE_CURSOR_MAX);
    expect(decodeTimelineCursor(cursor)).toEqual(k);
    const milestone = key('2027-03-01', '2027-02-28T17:00:00.000Z', 'milestone-years-2');
    expect(decodeTimelineCursor(encodeTimelineCursor(milestone))).toEqual(milestone);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a cursor!'],
    ['bad base64 (one char too many)', 'a'],
    ['base64 of text', b64('hello')],
    ['base64 of wrong JSON', b64('{"x":1}')],
    ['extra field', b64('{"d":"2024-01-01","a":"2024-01-01T00:00:00.000Z","i":"a","x":1}')],
    ['array', b64('["2024-01-01","2024-01-01T00:00:00.000Z","a"]')],
    ['not a real date', b64('{"d":"2023-02-29","a":"2024-01-01T00:00:00.000Z","i":"a"}')],
    ['loose instant', b64('{"d":"2024-01-01","a":"2024-01-01","i":"a"}')],
    ['impossible instant', b64('{"d":"2024-01-01","a":"2024-13-01T00:00:00.000Z","i":"a"}')],
    ['id with a quote', b64('{"d":"2024-01-01","a":"2024-01-01T00:00:00.000Z","i":"a\'"}')],
    ['empty id', b64('{"d":"2024-01-01","a":"2024-01-01T00:00:00.000Z","i":""}')],
    ['number id', b64('{"d":"2024-01-01","a":"2024-01-01T00:00:00.000Z","i":5}')],
    // year 0000: a year to JavaScript, none to PostgreSQL (a 500 once)
    ['year 0000 date', b64('{"d":"0000-01-01","a":"2024-01-01T00:00:00.000Z","i":"a"}')],
    ['year 0000 instant', b64('{"d":"2024-01-01","a":"0000-01-01T00:00:00.000Z","i":"a"}')],
    ['huge', 'A'.repeat(TIMELINE_CURSOR_MAX + 1)],
    ['padded', `${encodeTimelineCursor(k)}==`],
    ['standard base64 alphabet', btoa(JSON.stringify({ d: k.date, a: k.at, i: k.id }))],
    ['other spelling (spaces)', b64(`{ "d": "${k.date}", "a": "${k.at}", "i": "${k.id}" }`)],
  ])('refuses %s', (_label, cursor) => {
    expect(decodeTimelineCursor(cursor)).toBeNull();
  });

  it('refuses any one-character change of a real cursor that no longer decodes to the same spelling', () => {
    const cursor = encodeTimelineCursor(k);
    for (let i = 0; i < cursor.length; i++) {
      const changed = `${cursor.slice(0, i)}${cursor[i] === 'A' ? 'B' : 'A'}${cursor.slice(i + 1)}`;
      const decoded = decodeTimelineCursor(changed);
      // either refused, or a different valid key that re-encodes to exactly what was sent
      if (decoded) expect(encodeTimelineCursor(decoded)).toBe(changed);
    }
  });
});

describe('start of a local day', () => {
  it('is local midnight, also on daylight-saving days', () => {
    expect(startOfLocalDay({ year: 2026, month: 11, day: 23 }, HCM).toISOString()).toBe(
      '2026-11-22T17:00:00.000Z',
    );
    // New York springs forward at 02:00 on 8 March 2026: midnight is still EST (UTC-5)
    expect(startOfLocalDay({ year: 2026, month: 3, day: 8 }, NY).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(startOfLocalDay({ year: 2026, month: 3, day: 9 }, NY).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    // and falls back on 1 November 2026: the day is 25 hours long
    expect(startOfLocalDay({ year: 2026, month: 11, day: 2 }, NY).getTime()).toBe(
      startOfLocalDay({ year: 2026, month: 11, day: 1 }, NY).getTime() + 25 * 3_600_000,
    );
  });

  it('is the first instant that exists where the clocks skip midnight (Santiago, September)', () => {
    const start = startOfLocalDay({ year: 2026, month: 9, day: 6 }, 'America/Santiago');
    expect(formatIsoDate(toLocalDate(start, 'America/Santiago'))).toBe('2026-09-06');
    expect(formatIsoDate(toLocalDate(new Date(start.getTime() - 1), 'America/Santiago'))).toBe(
      '2026-09-05',
    );
  });

  it('gives an instant its day in the viewer zone', () => {
    const at = new Date('2026-11-22T17:30:00.000Z');
    expect(instantKey(at, HCM)).toEqual({ date: '2026-11-23', at: at.toISOString() });
    expect(instantKey(at, NY)).toEqual({ date: '2026-11-22', at: at.toISOString() });
  });
});

describe('instantBound: the keyset on (date, at, id) as one row comparison on (instant, id)', () => {
  it('keeps the cursor when its instant lies in its own day', () => {
    const c = key('2026-11-23', '2026-11-23T03:00:00.000Z', 'r1');
    expect(instantBound(c, HCM)).toEqual({ at: new Date(c.at), id: 'r1' });
  });

  it('clamps to the start of the day when the instant is earlier (a memory written before its date)', () => {
    const c = key('2026-11-23', '2026-01-01T00:00:00.000Z', 'm1');
    expect(instantBound(c, HCM)).toEqual({ at: new Date('2026-11-22T17:00:00.000Z'), id: '' });
  });

  it('clamps to the start of the next day when the instant is later (written after its date)', () => {
    const c = key('2026-11-23', '2026-12-25T00:00:00.000Z', 'm1');
    expect(instantBound(c, HCM)).toEqual({ at: new Date('2026-11-23T17:00:00.000Z'), id: '' });
    // the start of the next day itself belongs to the next day: clamped, not kept
    const edge = key('2026-11-23', '2026-11-23T17:00:00.000Z', 'm1');
    expect(instantBound(edge, HCM)).toEqual({ at: new Date(edge.at), id: '' });
  });

  it('handles month ends, the leap day and the year end', () => {
    expect(instantBound(key('2024-02-29', '2020-01-01T00:00:00.000Z', 'a'), 'UTC').at).toEqual(
      new Date('2024-02-29T00:00:00.000Z'),
    );
    expect(instantBound(key('2024-02-29', '2030-01-01T00:00:00.000Z', 'a'), 'UTC').at).toEqual(
      new Date('2024-03-01T00:00:00.000Z'),
    );
    expect(instantBound(key('2026-12-31', '2030-01-01T00:00:00.000Z', 'a'), HCM).at).toEqual(
      new Date('2026-12-31T17:00:00.000Z'),
    );
    expect(instantBound(key('2026-04-30', '2030-01-01T00:00:00.000Z', 'a'), NY).at).toEqual(
      new Date('2026-05-01T04:00:00.000Z'),
    );
  });

  it('agrees with the key comparison for instants around a New York daylight-saving change', () => {
    // Every hour from 6 to 10 March 2026 (spring forward on the 8th) and 30 Oct to 3 Nov
    // (fall back on 1 Nov), against cursors with instants inside, before and after their day.
    const hours = (from: string, n: number) =>
      Array.from({ length: n }, (_, i) => new Date(new Date(from).getTime() + i * 3_600_000));
    const instants = [...hours('2026-03-06T00:00:00Z', 120), ...hours('2026-10-30T00:00:00Z', 120)];
    const cursors = [
      key('2026-03-08', '2026-03-08T06:30:00.000Z', 'm'),
      key('2026-03-08', '2020-01-01T00:00:00.000Z', 'm'),
      key('2026-03-08', '2030-01-01T00:00:00.000Z', 'm'),
      key('2026-11-01', '2026-11-01T05:00:00.000Z', 'm'),
      key('2026-11-01', '2026-11-01T06:00:00.000Z', 'm'),
      key('2026-11-01', '2026-11-02T04:59:59.999Z', 'm'),
      key('2026-11-02', '2026-11-01T23:00:00.000Z', 'm'),
    ];
    for (const cursor of cursors) {
      const bound = instantBound(cursor, NY);
      for (const instant of instants) {
        for (const id of ['a', 'm', 'z']) {
          const item = { ...instantKey(instant, NY), id };
          const byRow =
            instant.getTime() < bound.at.getTime() ||
            (instant.getTime() === bound.at.getTime() && id < bound.id);
          expect(byRow, `${JSON.stringify(cursor)} vs ${item.at} ${id}`).toBe(
            isPastCursor(item, cursor),
          );
        }
      }
    }
  });

  it('refuses a cursor whose date is not real', () => {
    expect(() => instantBound(key('2026-02-30', '2026-01-01T00:00:00.000Z', 'a'), HCM)).toThrow();
  });
});
