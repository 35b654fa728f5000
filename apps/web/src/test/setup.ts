import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import enBundle from '@/locales/en';
import viBundle from '@/locales/vi';
import { initI18n, i18n } from '@/lib/i18n';
import { clearOutbox } from '@/lib/offline/outbox';
import { clearSession } from '@/lib/session';
import { clearToasts } from '@/lib/toast-store';
import { resetUi } from '@/lib/loading-store';

// findBy* and waitFor wait up to 10 s (default 1 s): on two cores beside the server suite a
// render can take longer than a second, and a file's first test also loads the lazy route
// chunks it opens (6.6 s seen on a loaded machine); a slow pass must not read as a failure.
configure({ asyncUtilTimeout: 10_000 });

// Both languages in memory, Vietnamese first (the product's default); tests switch as needed.
beforeAll(async () => {
  await initI18n({ resources: { vi: viBundle, en: enBundle }, lng: 'vi' });
});

// No test reaches the network: a test that needs answers stubs fetch itself.
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
});
