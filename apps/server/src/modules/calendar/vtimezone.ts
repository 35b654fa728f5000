import { toLocalDateTime, zoneOffsetMinutes } from '@doita/shared';

/**
 * A VTIMEZONE (RFC 5545 3.6.5) for an IANA zone, written from the runtime's own zone data:
 * the offset in force at the start of the range, then one observance per change within
 * it (found by sampling every two weeks and bisecting to the minute). Calendars that
 * know the zone by name use their own data; the others read these.
 */
const STEP_MS = 14 * 86_400_000;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

function localStamp(instantMs: number, offsetMinutes: number): string {
  const d = new Date(instantMs + offsetMinutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}T${p(d.getUTCHours())}${p(d.getUTCMinutes())}00`;
}

const offsetAt = (ms: number, zone: string) => zoneOffsetMinutes(new Date(ms), zone);

/** the first minute at which the offset differs from the one at `lo` */
function bisect(lo: number, hi: number, zone: string): number {
  const before = offsetAt(lo, zone);
  while (hi - lo > 60_000) {
    const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
    if (offsetAt(mid, zone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const initial = offsetAt(start, zone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: string, from: number, to: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${at}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  const year = toLocalDateTime(new Date(start), zone).year;
  observance('STANDARD', `${String(year).padStart(4, '0')}0101T000000`, initial, initial);
  let previous = initial;
  for (let t = start; t < end; t += STEP_MS) {
    const next = offsetAt(Math.min(t + STEP_MS, end), zone);
    if (next === previous) continue;
    const change = bisect(t, Math.min(t + STEP_MS, end), zone);
    observance(
      next > previous ? 'DAYLIGHT' : 'STANDARD',
      localStamp(change, previous),
      previous,
      next,
    );
    previous = next;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
