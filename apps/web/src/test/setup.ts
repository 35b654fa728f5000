import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import enBundle from '@/locales/en';
import viBundle from '@/locales/vi';
import { initI18n, i18n } from '@/lib/i18n';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { clearOutbox } from '@/lib/offline/outbox';
import { clearSession } from '@/lib/session';
import { clearToasts } from '@/lib/toast-store';
import { settleFirstScreen } from '@/components/ui/below-first-screen';
import { resetUi } from '@/lib/loading-store';
import { getThemePreference, setThemePreference } from '@/lib/theme';

// findBy* and waitFor wait up to 10 s (default 1 s): on two cores beside the server suite a
// render can take longer than a second, and a file's first test also loads the lazy route
// chunks it opens (6.6 s seen on a loaded machine); a slow pass must not read as a failure.
configure({ asyncUtilTimeout: 10_000 });

// Both languages in memory, Vietnamese first (the product's default); tests switch as needed.
beforeAll(async () => {
  await initI18n({ resources: { vi: viBundle, en: enBundle }, lng: 'vi' });
});

// No test reaches the network: a test that needs answers stubs fetch itself.
// A test renders a screen of an app already started: what waits for the app's first screen
// (`BelowFirstScreen`) draws at once; its own tests start the app afresh.
beforeEach(settleFirstScreen);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('network disabled in tests'))),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
  clearToasts();
  resetUi();
  clearSession();
  await clearOutbox();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'vi') await i18n.changeLanguage('vi');
  // Files share one document (the web project runs without isolation, which made it four
  // times faster): put back what a test's page left on it, so the next file starts fresh.
  if (getThemePreference() !== 'auto') setThemePreference('auto');
  delete document.documentElement.dataset.theme;
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  document.body.replaceChildren();
  document.title = '';
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  // a session that expired with no handler registered is kept for the next one: take it here
  setSessionExpiredHandler(() => undefined);
  setSessionExpiredHandler(null);
});
