/** Languages: Vietnamese by default, English; fallback English. */
export const LOCALES = ['vi', 'en'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'vi';
export const FALLBACK_LOCALE: LocaleCode = 'en';

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Themes: the floating toggle cycles these four in this order. */
export const THEMES = ['light', 'dark', 'romantic', 'spring'] as const;
export type Theme = (typeof THEMES)[number];
/** Preferences also offer `auto`, which follows the system's light or dark. */
export const THEMES_WITH_AUTO = [...THEMES, 'auto'] as const;
export type ThemePreference = (typeof THEMES_WITH_AUTO)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

export function nextTheme(current: Theme): Theme {
  const i = THEMES.indexOf(current);
  return THEMES[(i + 1) % THEMES.length] ?? 'light';
}

/** `auto` resolves to light or dark by the system's preference. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Zones already asked about: building an Intl.DateTimeFormat costs ~1 ms on a slow phone,
 * and a screen asks for the same one or two zones on every render. Bounded: the names come
 * from requests too. */
const knownZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    valid = true;
  } catch {
    valid = false;
  }
  if (knownZones.size >= 500) knownZones.clear();
  knownZones.set(timeZone, valid);
  return valid;
}
