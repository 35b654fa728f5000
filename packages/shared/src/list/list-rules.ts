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
} as const;

/** scheme, authority and the rest of an absolute http(s) address */
const HTTP_LINK = /^https?:\/\/([^\s/?#]+)([/?#]\S*)?$/iu;
/** a host name (letters of any script, digits, dots, hyphens) or a bracketed IPv6 address */
const HOST =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.?|\[[0-9A-Fa-f:.]+\])$/u;

/** the highest TCP port */
const PORT_MAX = 65_535;

/**
 * Whether a link may be kept: an absolute http or https address with a host, no
 * credentials in it, no spaces, a port (if any) a real one, and an address a browser reads
 * as it is (the URL parser's own check: an IPv4 address past 255, a bracketed host that is no
 * IPv6 address): one that is not could never open. It is stored and shown as text and an
 * anchor, never fetched.
 */
export function isKeepableLink(value: string): boolean {
  const match = HTTP_LINK.exec(value);
  const authority = match?.[1];
  if (!authority || authority.includes('@')) return false;
  const port = /:(\d{1,5})$/.exec(authority);
  if (port?.[1] !== undefined && Number(port[1]) > PORT_MAX) return false;
  const host = port ? authority.slice(0, port.index) : authority;
  if (host.length === 0 || host.length > 253 || !HOST.test(host)) return false;
  return parsesAsUrl(value);
}

/** the WHATWG URL parser, as the browser and Node have it (this package is built without their types) */
const { URL: WhatwgUrl } = globalThis as unknown as { URL: new (input: string) => object };

function parsesAsUrl(value: string): boolean {
  try {
    new WhatwgUrl(value);
    return true;
  } catch {
    return false;
  }
}

/** The list's order is newest first; its cursor is the last item's (createdAt, id). */
export interface ListCursor {
  /** ISO instant, as `Date.prototype.toISOString` writes it */
  at: string;
  id: string;
}

const CURSOR = /^(\d{1,15})\.([A-Za-z0-9-]{1,64})$/;

/** `<milliseconds>.<id>`: safe in an address as it is. */
export function encodeListCursor(cursor: ListCursor): string {
  return `${Date.parse(cursor.at)}.${cursor.id}`;
}

/** The cursor, or null when it is not one this API wrote. */
export function decodeListCursor(value: string): ListCursor | null {
  const match = CURSOR.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const at = new Date(Number(match[1]));
  // past year 9999 an ISO instant turns "+010000-…", which the database does not read
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) return null;
  return { at: at.toISOString(), id: match[2] };
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

/**
 * The day a memory made from a done item starts with: its target date when that day has
 * come, else the day it was checked off (the viewer's day, `doneDay`), else today.
 */
export function memoryDayOf(
  item: { targetDate: string | null },
  doneDay: string | null,
  today: string,
): string {
  if (item.targetDate && item.targetDate <= today) return item.targetDate;
  return doneDay && doneDay <= today ? doneDay : today;
}
