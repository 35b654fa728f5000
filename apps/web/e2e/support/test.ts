import { test as base } from '@playwright/test';

export { devices, expect } from '@playwright/test';
export type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Playwright's `test`, plus one rule: the browser contexts a test opens itself (each
 * partner in `newUser`) are closed when it ends, as Playwright closes its own `page`'s.
 * Left open, every earlier test's partners kept their pages, event streams and timers
 * running for the rest of the run: the later tests ran on a machine growing busier.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});
