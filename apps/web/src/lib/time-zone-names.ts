import { intlLocale } from '@/lib/i18n';
import { dateTimeFormat } from '@/lib/intl-formatters';

/**
 * A time zone as people read it, wherever one is shown (the preferences, a reminder's form):
 * its name without the IANA spelling's underscores, and its offset.
 */

/** "Asia/Ho_Chi_Minh" reads "Asia / Ho Chi Minh". */
export function zoneName(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}

/** "GMT+7" for a zone at an instant. */
export function zoneOffset(zone: string, at: Date, locale: string): string {
  const part = dateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    timeZoneName: 'shortOffset',
  })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Asia / Ho Chi Minh (GMT+7)": a zone's name with its offset at `at`. */
export function zoneLabel(zone: string, at: Date, locale: string): string {
  return `${zoneName(zone)} (${zoneOffset(zone, at, locale)})`;
}
