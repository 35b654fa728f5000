import { z } from 'zod';
import {
  type LocalDate,
  dayNumber,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  toLocalDate,
} from '../dates/zoned-dates.js';
import { zonedToInstant } from '../dates/zoned-instants.js';
import { TIMELINE_CURSOR_MAX } from './timeline-rules.js';

/**
 * The timeline's order and its keyset cursor (GET /timeline). Every item has a key
 * (date, at, id): its day in the viewer's time zone, the instant it sorts by within the
 * day, and its id. The stream is newest first: descending on all three. Ids compare by
 * UTF-16 code units (what PostgreSQL's "C" ordering gives, and, for the lower-case hex
 * UUIDs and `milestone-...` ids the API makes, every collation).
 */
export interface TimelineKey {
  /** YYYY-MM-DD */
  date: string;
  /** ISO instant, as `Date.prototype.toISOString` writes it */
  at: string;
  id: string;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Ascending comparison of two keys (dates and ISO instants of 4-digit years sort as text). */
export function compareTimelineKeys(a: TimelineKey, b: TimelineKey): number {
  return cmp(a.date, b.date) || cmp(a.at, b.at) || cmp(a.id, b.id);
}

/** Whether `key` comes after the cursor in the newest-first stream (strictly older). */
export const isPastCursor = (key: TimelineKey, cursor: TimelineKey) =>
  compareTimelineKeys(key, cursor) < 0;

/** Newest first. */
export const newestFirst = <T extends TimelineKey>(items: T[]): T[] =>
  [...items].sort((a, b) => compareTimelineKeys(b, a));

/**
 * One page from the arms: each arm read `limit + 1` items past the cursor, newest first
 * (any order is fine here). Merged, deduplicated on id (the same memory may come from
 * "mine" and from "our shared ones"), cut at `limit`. More exist exactly when more than
 * `limit` distinct items came back; the cursor is then the last shown item's key.
 */
export function timelinePage<T extends TimelineKey>(
  arms: T[][],
  limit: number,
): { items: T[]; next: TimelineKey | null } {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const item of arms.flat()) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    all.push(item);
  }
  const sorted = newestFirst(all);
  const items = sorted.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    next: sorted.length > limit && last ? { date: last.date, at: last.at, id: last.id } : null,
  };
}

// --- The cursor: base64url of {"d":date,"a":at,"i":id}, checked strictly. ---

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** what the API's ids look like: UUIDs, `milestone-days-300`, seeded `big-123` */
const ITEM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Year 0000 is a real year to JavaScript (1 BC) but none to PostgreSQL, which refuses it as a
 * date or an instant: no item has it, so a cursor holding it is not the server's.
 */
const notYearZero = (value: string) => !value.startsWith('0000-');

const cursorSchema = z
  .object({
    d: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .refine((d) => notYearZero(d) && parseIsoDate(d) !== null),
    a: z
      .string()
      .regex(ISO_INSTANT)
      .refine((a) => {
        const time = new Date(a);
        return notYearZero(a) && !Number.isNaN(time.getTime()) && time.toISOString() === a;
      }),
    i: z.string().regex(ITEM_ID),
  })
  .strict();

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Node and browsers both have them; the package's types name neither environment. */
const { atob, btoa } = globalThis as unknown as {
  atob: (data: string) => string;
  btoa: (data: string) => string;
};

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  try {
    return atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
  } catch {
    return null;
  }
}

/** The opaque `nextCursor`: base64url of `{"d","a","i"}` (ASCII only: ids and ISO text). */
export function encodeTimelineCursor(key: TimelineKey): string {
  return toBase64Url(JSON.stringify({ d: key.date, a: key.at, i: key.id }));
}

/**
 * The key a cursor names, or null for anything the server did not write: too long, not
 * base64url, not JSON, not exactly `{d, a, i}` with a real date, an exact ISO instant and
 * an id, or not in the one spelling `encodeTimelineCursor` gives (so nothing else decodes).
 */
export function decodeTimelineCursor(cursor: string): TimelineKey | null {
  if (cursor.length === 0 || cursor.length > TIMELINE_CURSOR_MAX || !BASE64URL.test(cursor))
    return null;
  const text = fromBase64Url(cursor);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = cursorSchema.safeParse(json);
  if (!parsed.success) return null;
  const key = { date: parsed.data.d, at: parsed.data.a, id: parsed.data.i };
  return encodeTimelineCursor(key) === cursor ? key : null;
}

// --- Items whose day is derived from an instant (reminders, posts): one row comparison. ---

/**
 * Days already worked out, per zone and date: a timeline page asks for the start of every
 * milestone's day and of the cursor's, and each costs several Intl calls (a zone's rules do
 * not change while the process runs). Bounded: emptied when full.
 */
const dayStarts = new Map<string, number>();
const DAY_STARTS_MAX = 10_000;

/** The first instant of a local day in a zone (01:00 where the clocks skip midnight). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const cacheKey = `${timeZone}|${date.year}-${date.month}-${date.day}`;
  const known = dayStarts.get(cacheKey);
  if (known !== undefined) return new Date(known);
  const start = zonedToInstant({ ...date, hour: 0, minute: 0 }, timeZone, { nonexistent: 'shift' });
  if (!start) throw new RangeError(`not a date: ${formatIsoDate(date)}`);
  if (dayStarts.size >= DAY_STARTS_MAX) dayStarts.clear();
  dayStarts.set(cacheKey, start.getTime());
  return start;
}

/** An instant's key fields in the viewer's zone. */
export function instantKey(instant: Date, timeZone: string): { date: string; at: string } {
  return { date: formatIsoDate(toLocalDate(instant, timeZone)), at: instant.toISOString() };
}

/**
 * Where an arm whose items' date is the local day of their instant (date = localDay(at))
 * resumes after a cursor: items with (instant, id) < (at, id) in one row comparison the
 * (couple, instant, id) index answers. Within one zone the local day never goes backwards
 * as the instant grows, so "key < cursor" is:
 * - instant before the start S of the cursor's day, or
 * - instant in the cursor's day [S, E) and (instant, id) < (cursor.at, cursor.id).
 * When cursor.at lies in [S, E) that is just (instant, id) < (cursor.at, cursor.id); when it
 * lies before S (a memory's cursor: its `at` is when it was written, not its date) it is
 * instant < S; after, instant < E. So the bound is cursor.at clamped to [S, E], and the id
 * takes part only when it was not clamped (`id: ''`: no id is smaller, so `< (bound, '')`
 * is `instant < bound`).
 */
export function instantBound(cursor: TimelineKey, timeZone: string): { at: Date; id: string } {
  const day = parseIsoDate(cursor.date);
  if (!day) throw new RangeError(`not a date: ${cursor.date}`);
  const start = startOfLocalDay(day, timeZone);
  const end = startOfLocalDay(fromDayNumber(dayNumber(day) + 1), timeZone);
  const at = new Date(cursor.at);
  if (at < start) return { at: start, id: '' };
  if (at >= end) return { at: end, id: '' };
  return { at, id: cursor.id };
}
