import { isTheme, nextTheme, type Theme } from '@doita/shared';
import { createStore, useStore } from './create-store';
import { STORAGE_KEYS, storage } from './storage';

/** The theme-init script (public/theme-init.js) already set data-theme before first paint. */
function initialTheme(): Theme {
  const fromDocument =
    typeof document !== 'undefined' ? document.documentElement.dataset.theme : undefined;
  if (isTheme(fromDocument)) return fromDocument;
  const stored = storage.get(STORAGE_KEYS.theme);
  return isTheme(stored) ? stored : 'light';
}

const themeStore = createStore<Theme>(initialTheme());

/** The browser's UI colour (address bar, task switcher) follows the page background. */
export function syncThemeColor(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const background = getComputedStyle(document.documentElement).getPropertyValue('--bg').trim();
  if (meta && background) meta.content = background;
}

/** Applies a theme: data-theme on <html>, the browser's theme-color, and `theme` in storage. */
export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  storage.set(STORAGE_KEYS.theme, theme);
  syncThemeColor();
  themeStore.set(theme);
}

/** The floating toggle: light, dark, romantic, spring, then light again. */
export function cycleTheme(): Theme {
  const next = nextTheme(themeStore.get());
  setTheme(next);
  return next;
}

export function getTheme(): Theme {
  return themeStore.get();
}

export function useTheme(): Theme {
  return useStore(themeStore);
}
