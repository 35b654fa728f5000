import i18n, { type Resource, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  LOCALES,
  isLocale,
  parseValidationMessage,
  type LocaleCode,
} from '@doita/shared';
import type { LocaleBundle } from '@/locales/types';
import { STORAGE_KEYS, storage } from './storage';

/** One namespace per area (src/locales/{vi,en}/<namespace>.json). */
export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'passkeys',
  'validation',
  'errors',
  'home',
  'pwa',
  'gallery',
  'notifications',
  'couple',
  'memories',
  'places',
  'reminders',
  'blog',
  'profile',
  'preferences',
  'timeline',
  'trash',
  'together',
  'checkins',
  'list',
  'questions',
  'letters',
  'albums',
  'messages',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Each language is its own chunk, loaded on demand: only the one on screen (the other on a
 * switch). Both hold the same keys (locales/__tests__/locale-parity.test.ts), so the
 * fallback language is not fetched beside it at start (it competed with the
 * first screen's requests on a slow network).
 */
const bundleLoaders: Record<LocaleCode, () => Promise<{ default: LocaleBundle }>> = {
  vi: () => import('@/locales/vi'),
  en: () => import('@/locales/en'),
};

export function storedLocale(): LocaleCode {
  const value = storage.get(STORAGE_KEYS.locale);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Starts loading a language's texts (the module is kept: loading it again costs nothing). */
export function preloadLocale(locale: LocaleCode = storedLocale()): void {
  bundleLoaders[locale]().catch(() => undefined);
}

async function ensureLocaleLoaded(locale: LocaleCode): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const { default: bundle } = await bundleLoaders[locale]();
  // Not deep and not copied: the language has none of its texts yet, merging key by key
  // into nothing and i18next's defensive copy each went through the whole bundle (~30 ms
  // of a phone's start, in the first render's task). Nothing writes into these objects.
  for (const [namespace, resources] of Object.entries(bundle)) {
    i18n.addResourceBundle(locale, namespace, resources, false, true, { skipCopy: true });
  }
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Starts i18next: vi by default, en, fallback en. Tests pass `resources` (both languages,
 * synchronous); the app loads the stored language's chunk before the first render.
 */
export async function initI18n(
  options: { resources?: Resource; lng?: LocaleCode } = {},
): Promise<typeof i18n> {
  const lng = options.lng ?? storedLocale();
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      resources: options.resources ?? {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      initAsync: false,
    });
    i18n.on('languageChanged', applyDocumentLanguage);
  }
  if (!options.resources) await ensureLocaleLoaded(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  return i18n;
}

/** Switches the interface language, persists it (`locale`) and sets <html lang>. */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  await ensureLocaleLoaded(locale);
  storage.set(STORAGE_KEYS.locale, locale);
  await i18n.changeLanguage(locale);
}

export function currentLocale(): LocaleCode {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** BCP 47 tag for Intl (dates and numbers follow the chosen language). */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : 'vi-VN';
}

/**
 * The shared contract names messages `<namespace>.<key>` (e.g. `errors.noCouple`,
 * `validation.required`); i18next separates the namespace with a colon.
 */
export function contractKey(key: string): string {
  const dot = key.indexOf('.');
  if (dot < 0) return key;
  const namespace = key.slice(0, dot);
  return (NAMESPACES as readonly string[]).includes(namespace)
    ? `${namespace}:${key.slice(dot + 1)}`
    : key;
}

/**
 * Translates a validation message from the shared schemas or the server (`validation.maxLength:200`).
 * Anything that is not a known key (server English text) is shown as it came.
 */
export function translateValidation(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const { key, n } = parseValidationMessage(message);
  if (!key.startsWith('validation.')) return message;
  const i18nKey = contractKey(key);
  return i18n.exists(i18nKey) ? t(i18nKey, { n }) : message;
}

/**
 * Text for a form field's error: a shared validation key, an i18n key set by the app
 * (e.g. `auth:serverErrors.EMAIL_TAKEN`), or the server's own text as it came.
 */
export function translateFormMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  if (message.startsWith('validation.')) return translateValidation(t, message);
  if (/^[a-z]+:[\w.]+$/.test(message) && i18n.exists(message)) return t(message);
  return message;
}

export { i18n };
