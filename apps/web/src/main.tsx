// First: zod's settings (no eval probe under the CSP), before any route's schemas load.
import '@/lib/zod-config';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '@doita/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyAccountAppearanceOnStart } from '@/app/account-start';
import { App } from '@/app/app';
import { createAppRouter, preloadPage } from '@/app/router';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';
import { initI18n, preloadLocale } from '@/lib/i18n';
import { createQueryClient, whenAnswersIn } from '@/lib/query-client';
import { registerServiceWorkerWhenSettled } from '@/lib/service-worker';
import { getSession } from '@/lib/session';
import { clearCacheWhenPersonChanges } from '@/lib/session-cache';
import { syncThemeColor } from '@/lib/theme';
import { startTurns } from '@/lib/turns';
import './index.css';

const queryClient = createQueryClient();
clearCacheWhenPersonChanges(queryClient);

/** What this person saw last time, back before the first paint (offline reading). */
async function restoreSeen(): Promise<void> {
  const userId = getSession()?.user.id;
  if (!userId) return;
  // IndexedDB answers in a few ms; a stuck one does not hold the start up. Its code loads
  // only for someone signed in, beside the account's appearance (not in the entry).
  await Promise.race([
    import('@/lib/offline/persist-queries').then(({ restoreQueryCache }) =>
      restoreQueryCache(queryClient, userId),
    ),
    new Promise((resolve) => setTimeout(resolve, 500)),
  ]);
}

/**
 * Work the first render needs, done while the start waits on the network (the main thread
 * is idle then), each in a task of its own instead of inside the render's one long task:
 * the router's table and first match, and the browser's time-zone data, which the first
 * date formatter loads (~12 ms on a desktop core, four times that on a phone).
 */
let router: ReturnType<typeof createAppRouter> | undefined;
setTimeout(() => {
  router ??= createAppRouter();
});
setTimeout(() => {
  // a guest's first screen shows no date, unless it is a post
  if (!getSession() && !window.location.pathname.startsWith('/blog')) return;
  // the screens check the zone before they format in it: this answer is kept for them
  isValidTimeZone(getSession()?.user.preferences?.timeZone ?? DEFAULT_TIME_ZONE);
});

function render() {
  syncThemeColor();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // the page's first answers in (3 s at most): what can wait goes then
  const firstAnswers = whenAnswersIn(queryClient, 3000);
  // the first screen in pieces, each a task of its own (lib/turns.tsx)
  startTurns(undefined, firstAnswers);
  // offline support installs once this first screen is done (lib/service-worker.ts)
  registerServiceWorkerWhenSettled(firstAnswers);
  createRoot(root).render(
    <StrictMode>
      <App client={queryClient} router={(router ??= createAppRouter())} />
    </StrictMode>,
  );
}

// What the first screen needs starts loading at once, side by side, in the order it is
// needed (a slow network's six connections per server take them in turn): the account
// (its language may have changed on another device), this device's language (the
// account's is nearly always the same), the answers the page shows first, and its code.
const accountAppearance = applyAccountAppearanceOnStart(queryClient);
preloadLocale();
const pageCode = preloadPage(
  window.location.pathname,
  queryClient,
  getSession()?.user.id ?? null,
  window.location.search,
);

/**
 * The first render draws the shell and the page together: the language's texts now come
 * from the HTML and are often in before the page's code, and rendering then drew the shell
 * with a placeholder for the page, a second change of the whole screen a moment later.
 * The page's code is waited for `PAGE_CODE_WAIT_MS` at most (then the router's placeholder).
 */
const PAGE_CODE_WAIT_MS = 5_000;
const pageCodeOrLate = Promise.race([
  pageCode,
  new Promise((resolve) => setTimeout(resolve, PAGE_CODE_WAIT_MS)),
]);

// The account's language, then its texts, load before the first render, so no screen
// flashes in the wrong language or untranslated.
Promise.all([accountAppearance, restoreSeen(), pageCodeOrLate])
  .then(() => initI18n())
  .then(render)
  .catch((error: unknown) => {
    console.error(error);
    // The language chunk failed to load (a new deployment?): reload once, else start anyway.
    if (!reloadOnceForChunkError()) render();
  });
