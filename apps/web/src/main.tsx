// First: zod's settings (no eval probe under the CSP), before any route's schemas load.
import '@/lib/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAccountAppearanceOnStart } from '@/app/account-start';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';
import { initI18n, preloadLocale } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { restoreSeenOnStart } from '@/lib/offline/restore-on-start';
import { createQueryClient, whenAnswersIn } from '@/lib/query-client';
import { registerServiceWorkerWhenSettled } from '@/lib/service-worker';
import { getSession } from '@/lib/session';
import { clearCacheWhenPersonChanges } from '@/lib/session-cache';
import { syncThemeColor } from '@/lib/theme';
import './index.css';

const queryClient = createQueryClient();
clearCacheWhenPersonChanges(queryClient);

// What the first screen needs starts loading at once, side by side: the account (its
// language may have changed on another device), this device's language, and, through the
// router, the page's code and the answers its loader asks for. In the task after the one
// that evaluated the entry's modules (React DOM, the router, i18n): starting the page asks
// for its ~30 modules, and the two together made one long task in which a phone could
// neither paint nor answer a tap.
await nextTask();
const accountAppearance = applyAccountAppearanceOnStart(queryClient);
preloadLocale();
// The router in a task of its own: creating it (the browser history, the first match, the
// page's modules and answers asked for) was as long as the rest of this start on a phone.
await nextTask();
const router = createAppRouter(queryClient);

/**
 * Settles once the router has loaded the first page's code and answers, or after
 * `FIRST_PAGE_WAIT_MS` (the router's own fallback then shows until they are in).
 */
const FIRST_PAGE_WAIT_MS = 5_000;
const firstPageLoaded = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (state.initialized) done();
  });
  const timer = setTimeout(done, FIRST_PAGE_WAIT_MS);
  function done() {
    clearTimeout(timer);
    unsubscribe();
    resolve();
  }
});

function render() {
  syncThemeColor();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // offline support installs once this first screen is done (lib/service-worker.ts)
  registerServiceWorkerWhenSettled(whenAnswersIn(queryClient, 3000));
  // A transition: React renders the first screen in slices and a phone can answer a tap
  // between them, instead of in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App client={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

// The account's language, then its texts, load before the first render, so no screen
// flashes in the wrong language or untranslated; the first render draws the page rather
// than a spinner in its place (the splash in index.html shows meanwhile).
Promise.all([
  accountAppearance,
  restoreSeenOnStart(queryClient, getSession()?.user.id),
  firstPageLoaded,
])
  .then(() => initI18n())
  .then(render)
  .catch((error: unknown) => {
    console.error(error);
    // The language chunk failed to load (a new deployment?): reload once, else start anyway.
    if (!reloadOnceForChunkError()) render();
  });
