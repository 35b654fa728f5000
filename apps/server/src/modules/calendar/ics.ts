import { CALENDAR_LUNAR_YEARS_AHEAD, occurrencesFrom, toLocalDateTime } from '@doita/shared';
import type { LocalDateTime } from '@doita/shared';
import type { ReminderListRow } from '../reminders/index.js';
import { ruleOf } from '../reminders/index.js';
import { escapeText, fold } from './ics-text.js';
import { vtimezone } from './vtimezone.js';

/**
 * The couple's reminders as an iCalendar feed (RFC 5545) that Google Calendar and Apple
 * Calendar subscribe to. Solar repeats are RRULEs on the series' first occurrence, in its
 * own zone (month ends clamp through BYSETPOS=-1, as the app clamps them); calendars
 * cannot compute lunar dates, so lunar repeats are written out one event per occurrence.
 */
const p2 = (n: number) => String(n).padStart(2, '0');
const localStamp = (t: LocalDateTime) =>
  `${String(t.year).padStart(4, '0')}${p2(t.month)}${p2(t.day)}T${p2(t.hour)}${p2(t.minute)}00`;
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function rrule(row: ReminderListRow): string | null {
  const anchor = toLocalDateTime(row.seriesStart, row.timeZone);
  switch (row.recurringType) {
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly':
      return 'FREQ=WEEKLY';
    case 'monthly':
      // The 31st is every month's last day; the 29th and 30th are the last of those days a
      // month has (February: its last day), which BYSETPOS=-1 picks.
      if (anchor.day <= 28) return 'FREQ=MONTHLY';
      if (anchor.day === 31) return 'FREQ=MONTHLY;BYMONTHDAY=-1';
      return `FREQ=MONTHLY;BYMONTHDAY=${Array.from({ length: anchor.day - 27 }, (_, i) => 28 + i).join(',')};BYSETPOS=-1`;
    case 'yearly':
      return anchor.month === 2 && anchor.day === 29
        ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'
        : 'FREQ=YEARLY';
    default:
      return null;
  }
}

function event(
  row: ReminderListRow,
  uid: string,
  start: Date,
  repeat: string | null,
  stamp: Date,
): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=${row.timeZone}:${localStamp(toLocalDateTime(start, row.timeZone))}`,
    'DURATION:PT30M',
    ...(repeat ? [`RRULE:${repeat}`] : []),
    `SUMMARY:${escapeText(row.title)}`,
    ...(row.description ? [`DESCRIPTION:${escapeText(row.description)}`] : []),
    `CATEGORIES:${row.type.toUpperCase()}`,
    `STATUS:${row.isCompleted ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:PT0M',
    `DESCRIPTION:${escapeText(row.title)}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

export function remindersCalendar(
  rows: ReminderListRow[],
  options: { name: string; timeZone: string; now: Date },
): string {
  const { now } = options;
  const events: string[] = [];
  const zones = new Set<string>([options.timeZone]);
  let fromYear = now.getUTCFullYear();
  const lunarHorizon = new Date(now.getTime() + CALENDAR_LUNAR_YEARS_AHEAD * 365.25 * 86_400_000);
  for (const row of rows) {
    zones.add(row.timeZone);
    const repeat = rrule(row);
    if (row.calendar === 'lunar' && repeat) {
      const rule = ruleOf(row);
      const count =
        row.recurringType === 'monthly'
          ? CALENDAR_LUNAR_YEARS_AHEAD * 13
          : CALENDAR_LUNAR_YEARS_AHEAD + 1;
      for (const at of occurrencesFrom(rule, row.seriesStart, count + 1)) {
        if (at > lunarHorizon) break;
        fromYear = Math.min(fromYear, at.getUTCFullYear());
        events.push(
          ...event(row, `${row.id}-${utcStamp(at).slice(0, 8)}@doita`, at, null, row.updatedAt),
        );
      }
      continue;
    }
    const start = repeat ? row.seriesStart : row.datetime;
    fromYear = Math.min(fromYear, start.getUTCFullYear());
    events.push(...event(row, `${row.id}@doita`, start, repeat, row.updatedAt));
  }
  const latest = rows.reduce((year, row) => Math.max(year, row.datetime.getUTCFullYear()), 0);
  const toYear = Math.max(now.getUTCFullYear() + CALENDAR_LUNAR_YEARS_AHEAD + 1, latest + 1);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Doi Ta//Reminders//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...[...zones].flatMap((zone) => vtimezone(zone, fromYear - 1, toYear)),
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
