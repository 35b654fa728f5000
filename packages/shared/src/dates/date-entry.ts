import type { LocaleCode } from '../preferences/preferences-rules.js';
import { DATE_FORMATS, formatDate } from './date-format.js';
import { daysInMonth, formatIsoDate, parseIsoDate } from './zoned-dates.js';

/**
 * Typing a date or a time in the app's language, not the browser's (a native date input
 * shows mm/dd/yyyy and AM/PM in an English browser whatever the app says). The field shows
 * a day as the app shows it (DATE_FORMATS: 14/02/2026 in Vietnamese, 14 Feb 2026 in
 * English) and reads back what people type in that language; times are 24-hour, as the app
 * shows them. A day travels as `YYYY-MM-DD`, a time as `HH:mm`.
 */

/** Why typed text is not a day or a time (each has a message in both languages). */
export type DateEntryError = 'format' | 'noSuchDay';
export type TimeEntryError = 'format';

export type EntryResult<E> = { ok: true; value: string } | { ok: false; error: E };

const MONTHS_EN = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** What the field shows as its placeholder and in its hint. */
export const DATE_ENTRY_PATTERNS: Record<LocaleCode, string> = {
  vi: 'dd/mm/yyyy',
  en: 'd mmm yyyy',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A day (`YYYY-MM-DD`) as the field shows it, the app's own format; '' for an empty or unreal one. */
export function formatDateEntry(iso: string, language: LocaleCode): string {
  return parseIsoDate(iso) ? formatDate(iso, { format: DATE_FORMATS[language] }) : '';
}

/** A month's English name or its first three letters or more ("sep", "sept"), else null. */
function monthOfName(word: string): number | null {
  const name = word.toLowerCase().replace(/\.$/, '');
  if (name.length < 3) return null;
  const index = MONTHS_EN.findIndex((month) => month.startsWith(name));
  return index < 0 ? null : index + 1;
}

/** The year, month and day the text names in that language's order, before any check. */
function readParts(text: string, language: LocaleCode): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  if (language === 'vi') {
    // 14/2/2026, 14-02-2026, 14.02.2026, 14 02 2026, "14 tháng 2, 2026"
    const numeric =
      /^(\d{1,2})\s*(?:[/.\-\s]|\s*tháng\s*)\s*(\d{1,2})\s*[/.\-\s,]\s*(\d{4})$/iu.exec(text);
    return numeric ? [Number(numeric[3]), Number(numeric[2]), Number(numeric[1])] : null;
  }
  // English: the month as a word, day first or month first ("14 Feb 2026", "Feb 14, 2026").
  // Numbers only are refused: 02/03/2026 is 2 March to some readers and 3 February to others.
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{4})$/i.exec(text);
  const monthFirst = /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  const [day, word, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const month = word ? monthOfName(word) : null;
  return month && day && year ? [Number(year), month, Number(day)] : null;
}

/**
 * Reads a typed day in the app's language: `{ ok, value: 'YYYY-MM-DD' }`, or why not: not
 * a date at all (`format`), a day the month does not have (31/04, 29/02 of a common year:
 * `noSuchDay`). Empty text is ''. Bounds (no future birthday...) are the form's to judge,
 * with its own words.
 */
export function parseDateEntry(input: string, language: LocaleCode): EntryResult<DateEntryError> {
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return { ok: true, value: '' };
  const parts = readParts(text, language);
  if (!parts) return { ok: false, error: 'format' };
  const [year, month, day] = parts;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) {
    return { ok: false, error: month > 12 || month < 1 ? 'format' : 'noSuchDay' };
  }
  if (day > daysInMonth(year, month)) return { ok: false, error: 'noSuchDay' };
  return { ok: true, value: formatIsoDate({ year, month, day }) };
}

/**
 * Reads a typed time, 24-hour ("19:30", "7:05", "19h30", "1930"); in English "7:30 pm" and
 * "7pm" too. `{ ok, value: 'HH:mm' }`, '' for empty text.
 */
export function parseTimeEntry(input: string, language: LocaleCode): EntryResult<TimeEntryError> {
  const text = input.trim().toLowerCase();
  if (!text) return { ok: true, value: '' };
  const match = /^(\d{1,2})(?:\s*[:h.]\s*(\d{2})|(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(text);
  if (!match) return { ok: false, error: 'format' };
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? match[3] ?? 0);
  const meridiem = match[4]?.replace(/\./g, '');
  if (meridiem) {
    if (language !== 'en' || hour < 1 || hour > 12) return { ok: false, error: 'format' };
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return { ok: false, error: 'format' };
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}
