import {
  DEFAULT_TIME_ZONE,
  type LocaleCode,
  type Preferences,
  type ThemePreference,
  type UpdatePreferencesBody,
} from '@doita/shared';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { getSession, updateSessionUser } from '@/lib/session';
import { getThemePreference, setThemePreference } from '@/lib/theme';

/** What the app applies on its own, at once: theme, language and the time zone of dates. */
export type Appearance = Pick<Preferences, 'theme' | 'language' | 'timeZone'>;
export const APPEARANCE_FIELDS = ['theme', 'language', 'timeZone'] as const;

export function currentAppearance(): Appearance {
  return {
    theme: getThemePreference(),
    language: currentLocale(),
    timeZone: getSession()?.user.preferences.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

/** The appearance fields a change names (a preferences PUT body may name others too). */
export function appearanceOf(change: UpdatePreferencesBody): Partial<Appearance> {
  const picked: Partial<Appearance> = {};
  if (change.theme !== undefined) picked.theme = change.theme;
  if (change.language !== undefined) picked.language = change.language;
  if (change.timeZone !== undefined) picked.timeZone = change.timeZone;
  return picked;
}

function applyTheme(theme: ThemePreference): void {
  if (theme !== getThemePreference()) setThemePreference(theme);
}

async function applyLanguage(language: LocaleCode): Promise<void> {
  if (language !== currentLocale()) await changeLocale(language);
}

/**
 * Applies theme (data-theme on <html>, stored for the first paint), language (i18next,
 * <html lang>, stored) and time zone at once; resolves once the language's texts are in. The signed-in user's copy of these
 * (`user.preferences`) follows: every date display reads its time zone from there, and the
 * next start applies it before the server answers.
 */
export function applyAppearance(change: Partial<Appearance>): Promise<void> {
  if (change.theme) applyTheme(change.theme);
  // the language's texts may still be loading: the caller may wait for them
  const languageApplied = change.language ? applyLanguage(change.language) : Promise.resolve();
  updateAccountCopy(change);
  return languageApplied.catch(() => undefined);
}

function updateAccountCopy(change: Partial<Appearance>): void {
  const user = getSession()?.user;
  if (!user) return;
  const next = { ...user.preferences, ...change };
  if (
    next.theme !== user.preferences.theme ||
    next.language !== user.preferences.language ||
    next.timeZone !== user.preferences.timeZone
  ) {
    updateSessionUser({ ...user, preferences: next });
  }
}
