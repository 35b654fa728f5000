import { isTheme, nextTheme, resolveTheme, type Theme, type ThemePreference } from '@doita/shared';
import { createStore, useStore } from './create-store';
import { STORAGE_KEYS, storage } from './storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(DARK_QUERY).matches;
}

/** The theme-init script (public/theme-init.js) already set data-theme before first paint. */
function initialTheme(): Theme {
  const fromDocument =
    typeof document !== 'undefined' ? document.documentElement.dataset.theme : undefined;
  if (isTheme(fromDocument)) return fromDocument;
  const stored = storage.get(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'light';
}

/**
 * `theme` in storage holds only the four themes; `auto` is stored as no
 * theme at all, which theme-init.js already resolves by the system's light or dark.
 */
function initialPreference(): ThemePreference {
  const stored = storage.get(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'auto';
}

const themeStore = createStore<Theme>(initialTheme());
const preferenceStore = createStore<ThemePreference>(initialPreference());

/** The browser's UI colour (address bar, task switcher) follows the page background. */
export function syncThemeColor(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const background = getComputedStyle(document.documentElement).getPropertyValue('--bg').trim();
  if (meta && background) meta.content = background;
}

function applyToDocument(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  syncThemeColor();
  themeStore.set(theme);
}

/** Applies a theme: data-theme on <html>, the browser's theme-color, and `theme` in storage. */
export function setTheme(theme: Theme): void {
  storage.set(STORAGE_KEYS.theme, theme);
  preferenceStore.set(theme);
  applyToDocument(theme);
}

let stopFollowingSystem: (() => void) | null = null;

/** While the preference is `auto`, the page follows the system switching light and dark. */
function followSystem(): void {
  if (stopFollowingSystem || typeof window === 'undefined' || !window.matchMedia) return;
  const media = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (preferenceStore.get() === 'auto') applyToDocument(resolveTheme('auto', media.matches));
  };
  media.addEventListener?.('change', onChange);
  stopFollowingSystem = () => media.removeEventListener?.('change', onChange);
}

/** A preference (the four themes or `auto`): applied at once and kept for the first paint. */
export function setThemePreference(preference: ThemePreference): void {
  if (preference !== 'auto') {
    setTheme(preference);
    return;
  }
  storage.remove(STORAGE_KEYS.theme);
  preferenceStore.set('auto');
  applyToDocument(resolveTheme('auto', systemPrefersDark()));
  followSystem();
}

if (initialPreference() === 'auto') followSystem();

/** The floating toggle: light, dark, romantic, spring, then light again. */
export function cycleTheme(): Theme {
  const next = nextTheme(themeStore.get());
  setTheme(next);
  return next;
}

export function getTheme(): Theme {
  return themeStore.get();
}

export function getThemePreference(): ThemePreference {
  return preferenceStore.get();
}

export function useTheme(): Theme {
  return useStore(themeStore);
}

export function useThemePreference(): ThemePreference {
  return useStore(preferenceStore);
}
