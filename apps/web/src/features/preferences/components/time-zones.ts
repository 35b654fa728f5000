import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@doita/shared';
import { formatLongDate } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';
import { dateTimeFormat } from '@/lib/intl-formatters';
import { zoneOffset } from '@/lib/time-zone-names';

/**
 * The IANA zones this browser knows, with the ones that must be offered even when its list
 * spells them otherwise (Chromium lists Asia/Saigon, not the app's Asia/Ho_Chi_Minh).
 */
export function listTimeZones(extra: readonly (string | null | undefined)[] = []): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set<string>([DEFAULT_TIME_ZONE, 'UTC', ...known]);
  for (const zone of extra) if (zone && isValidTimeZone(zone)) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The zone this browser is in, when it names one. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : null;
}

function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[_/]+/g, ' ');
}

/** Zones whose name holds every word typed (accents, case, `_` and `/` ignored). */
export function searchTimeZones(zones: readonly string[], query: string): string[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = searchable(zone);
    return words.every((word) => name.includes(word));
  });
}

/** The wall-clock time in a zone ("14:05"). */
export function zoneTime(zone: string, at: Date, locale: string): string {
  return dateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

/** The weekday, date and time in a zone ("Thứ Hai, 23/11/2026, 14:05"). */
export function zoneDateTime(zone: string, at: Date, locale: string): string {
  return `${formatLongDate(at, locale, zone)}, ${zoneTime(zone, at, locale)}`;
}

const HALF_A_YEAR_MS = 182 * 86_400_000;

/**
 * Whether two zones keep the same clock now and half a year on (summer and winter time):
 * Asia/Saigon and Asia/Ho_Chi_Minh do, so the one is no news to a user of the other.
 */
export function sameClock(a: string, b: string, at: Date): boolean {
  if (a === b) return true;
  const later = new Date(at.getTime() + HALF_A_YEAR_MS);
  return (
    zoneOffset(a, at, 'en') === zoneOffset(b, at, 'en') &&
    zoneOffset(a, later, 'en') === zoneOffset(b, later, 'en')
  );
}
