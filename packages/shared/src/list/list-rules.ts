import { dayNumber, parseIsoDate } from '../dates/zoned-dates.js';

/**
 * Our list (docs/product-rules.md, Our list): things a couple means to do together. The
 * rules both sides use: the kinds, the bounds, which links are kept, the keyset cursor of
 * GET /list-items and the one item the hub shows.
 */
export const LIST_KINDS = ['place', 'food', 'experience', 'gift', 'other'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export const LIST_STATUSES = ['open', 'done'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export const LIST_LIMITS = {
  title: 200,
  note: 1000,
  link: 2000,
  pageSize: 20,
  pageSizeMax: 50,
  cursor: 200,
} as const;

/**
 * Whether a link may be kept: an absolute http or https address with a host, no
 * credentials in it. It is stored and shown as text and an anchor, never fetched.
 */
export function isKeepableLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname.length > 0 &&
    url.username === '' &&
    url.password === ''
  );
}

/** The list's order is newest first; its cursor is the last item's (createdAt, id). */
export interface ListCursor {
  /** ISO instant, as `Date.prototype.toISOString` writes it */
  at: string;
  id: string;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (value: string) => {
  const bytes = Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
};

export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(`${cursor.at}|${cursor.id}`);
}

/** The cursor, or null when it is not one this API wrote. */
export function decodeListCursor(value: string): ListCursor | null {
  let text: string;
  try {
    text = fromBase64Url(value);
  } catch {
    return null;
  }
  const bar = text.indexOf('|');
  if (bar < 0) return null;
  const at = text.slice(0, bar);
  const id = text.slice(bar + 1);
  const parsed = new Date(at);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString() !== at) return null;
  if (id.length < 1 || id.length > 64) return null;
  return { at, id };
}

export interface HubCandidate {
  id: string;
  targetDate: string | null;
}

/**
 * The one open item the hub shows: the nearest target date from today on; without one,
 * an item picked by the day, so it stays the same all day and changes the next. `today`
 * is the viewer's day, YYYY-MM-DD.
 */
export function pickHubItem<T extends HubCandidate>(items: readonly T[], today: string): T | null {
  if (items.length === 0) return null;
  const todayDate = parseIsoDate(today);
  const todayNumber = todayDate ? dayNumber(todayDate) : 0;
  let nearest: { item: T; n: number } | null = null;
  for (const item of items) {
    const date = parseIsoDate(item.targetDate);
    if (!date) continue;
    const n = dayNumber(date);
    if (n < todayNumber) continue;
    if (!nearest || n < nearest.n || (n === nearest.n && item.id < nearest.item.id))
      nearest = { item, n };
  }
  if (nearest) return nearest.item;
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sorted[todayNumber % sorted.length] ?? null;
}
