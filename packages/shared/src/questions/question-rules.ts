import {
  formatIsoDate,
  fromDayNumber,
  dayNumber,
  parseIsoDate,
  toLocalDate,
} from '../dates/zoned-dates.js';

/**
 * The daily question's rules (docs/product-rules.md, "The daily question"), shared by the
 * server, which enforces them, and the web, which words them.
 */

export const QUESTION_KINDS = [
  'memories',
  'dreams',
  'fun',
  'gratitude',
  'deep',
  'would_you_rather',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A question asked on a day may not be asked again in the 365 days after it. */
export const QUESTION_REPEAT_DAYS = 365;
/** An answer's length, in characters, once trimmed. */
export const QUESTION_ANSWER_MAX = 2000;
/** Past days per page of the history. */
export const QUESTION_HISTORY_PAGE = 20;
/** A search's length, in characters. */
export const QUESTION_SEARCH_MAX = 100;

/** An ISO date moved by whole calendar days (negative: back). */
export const shiftDay = (iso: string, days: number): string => {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`not an ISO date: ${iso}`);
  return formatIsoDate(fromDayNumber(dayNumber(date) + days));
};

/** The calendar day before an ISO date (`2025-03-01` → `2025-02-28`). */
export const dayBefore = (iso: string): string => shiftDay(iso, -1);
/** The calendar day after an ISO date. */
export const dayAfter = (iso: string): string => shiftDay(iso, 1);
/** How many days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new Error(`not ISO dates: ${from}, ${to}`);
  return dayNumber(b) - dayNumber(a);
}

/**
 * Whose day it is. A couple has one day at a time, the same for both partners: the
 * calendar date of the partner whose clock is furthest behind, so the couple's day turns
 * once it has turned for both (same zone: their midnight; Hà Nội and Paris: Paris's
 * midnight, 06:00 or 07:00 in Hà Nội). It never goes back: when a partner moves west and
 * the dates fall behind the couple's latest day (`latestDay`), that day stays until the
 * next begins. So no date is ever skipped or asked twice, and a streak survives a move.
 * A person alone (no partner zone known) follows their own zone.
 */
export function coupleDayOf(
  now: Date,
  timeZones: readonly string[],
  latestDay: string | null = null,
): string {
  if (timeZones.length === 0) throw new Error('a couple day needs at least one time zone');
  const dates = timeZones.map((zone) => formatIsoDate(toLocalDate(now, zone))).sort();
  const behind = dates[0] as string;
  return latestDay !== null && latestDay > behind ? latestDay : behind;
}

/** FNV-1a, 32 bits: a stable, well spread number for a string (the same on every engine). */
function hashOf(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** What the couple was asked lately, for the choice of a day's question. */
export interface RecentQuestions {
  /** the questions kept (asked, not skipped) on the 365 days before the day */
  kept: ReadonlySet<string>;
  /** the questions skipped in that window before the day, oldest first */
  skipped: readonly string[];
  /** the questions skipped earlier on the day itself: never that day's question again */
  skippedToday?: readonly string[];
}

/**
 * The question of a couple's day: among the bank's ids, in an order fixed by the couple and
 * the day (so both partners, and a second server, choose the same), the first one neither
 * kept nor skipped in the last 365 days. When everything else has been used, a question
 * skipped long enough ago comes back (the oldest skip first); a kept one never does within
 * the 365 days: a bank of more than 365 questions always leaves one.
 */
export function pickQuestion(
  bankIds: readonly string[],
  coupleId: string,
  day: string,
  recent: RecentQuestions,
): string {
  const today = new Set(recent.skippedToday ?? []);
  const skipped = new Set([...recent.skipped, ...today]);
  const ranked = [...bankIds]
    .map((id) => ({ id, rank: hashOf(`${coupleId}|${day}|${id}`) }))
    .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1));
  const fresh = ranked.find(({ id }) => !recent.kept.has(id) && !skipped.has(id));
  if (fresh) return fresh.id;
  const again = recent.skipped.find(
    (id) => !recent.kept.has(id) && !today.has(id) && bankIds.includes(id),
  );
  if (again) return again;
  throw new Error('the question bank is smaller than the no-repeat window');
}

/**
 * The streak: consecutive days both partners answered, ending today or yesterday (today's
 * question may still be open). `latestRun` is the newest run of consecutive answered days:
 * its last day and its length.
 */
export function currentStreak(
  latestRun: { lastDay: string; length: number } | null,
  today: string,
): number {
  if (!latestRun) return 0;
  const gap = daysBetween(latestRun.lastDay, today);
  return gap === 0 || gap === 1 ? latestRun.length : 0;
}

/** The newest run of consecutive days in a list of days (any order, duplicates ignored). */
export function latestRunOf(days: readonly string[]): { lastDay: string; length: number } | null {
  const sorted = [...new Set(days)].sort().reverse();
  const lastDay = sorted[0];
  if (lastDay === undefined) return null;
  let length = 1;
  while (length < sorted.length && sorted[length] === shiftDay(lastDay, -length)) length += 1;
  return { lastDay, length };
}

/**
 * A text folded for the accent-free search, as the database folds answers
 * (`doita_unaccent`, then lower case): "Đà Lạt" and "da lat" match.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every word of a search is in a text, accents and case ignored. */
export function matchesSearch(textValue: string, search: string): boolean {
  const words = foldForSearch(search).split(' ').filter(Boolean);
  if (words.length === 0) return false;
  const folded = foldForSearch(textValue);
  return words.every((word) => folded.includes(word));
}
