/**
 * The service worker (offline reading and writing): registered by the app, once
 * the first screen is done, not by the PWA plugin's script at the page's `load`.
 *
 * On a first visit, registering installs it, and installing downloads the whole app into
 * its cache (~1.3 MB, about 140 files). Started at `load`, those downloads, and the work of
 * storing them, shared a phone's slow network and its two cores with the page's own first
 * answers and the drawing of its first screen: measured with Lighthouse (mobile preset)
 * the main thread's tasks ran longer for it, by up to a fifth of the score from one run to
 * the next. Nothing on the first screen needs the worker (it serves the next visits), so it
 * waits until the page has loaded, its first answers are in and the browser is idle.
 *
 * Whatever needs the worker sooner (turning notifications on, a write queued offline)
 * calls `registerServiceWorker()`, which registers at once (once).
 */

/** the worker vite-plugin-pwa builds (dist/sw.js), for the whole origin */
const SCRIPT_URL = '/sw.js';

/** how long an idle moment is waited for, at most, once the first answers are in */
const IDLE_WAIT_MS = 5_000;

let registering: Promise<ServiceWorkerRegistration | undefined> | null = null;

/** a photo rendition's path (public/offline-sw.js keeps those for offline reading) */
const RENDITION_PATH = /^\/api\/files\/[A-Za-z0-9_-]+\/\d+\.webp$/;

/** The photo renditions this page has loaded (its resource timings), oldest first. */
export function seenRenditions(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return [];
  const seen = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    // resource entries are absolute URLs (URL.parse is too new for older phones)
    const url = new URL(entry.name, window.location.href);
    if (url.origin === window.location.origin && RENDITION_PATH.test(url.pathname))
      seen.add(url.href);
  }
  return [...seen];
}

/**
 * A page the worker does not control yet (a first visit) fetched its photos past it: once
 * the worker takes the page over, it is told which, and keeps them like those it serves.
 * (Sign-out and an account switch clear the page's resource timings with its offline
 * copies, so one person's photos are never handed on to the next.)
 */
function keepSeenOnceControlled(): void {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urls = seenRenditions();
      if (urls.length) container.controller?.postMessage({ type: 'doita:keep-seen', urls });
    },
    { once: true },
  );
}

function available(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/** Registers the worker now, once (later calls share the first); nothing where there is none. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!available()) return Promise.resolve(undefined);
  if (!registering) keepSeenOnceControlled();
  registering ??= navigator.serviceWorker
    .register(SCRIPT_URL, { scope: '/' })
    .catch((error: unknown) => {
      // offline on a first visit, or a blocked worker: the next start tries again
      console.warn('service worker not registered', error);
      registering = null;
      return undefined;
    });
  return registering;
}

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    // Safari has no idle callback: a moment after the answers instead
    else setTimeout(resolve, 1_000);
  });
}

/**
 * Registers the worker once the page has loaded, `firstAnswers` (the page's first answers)
 * has settled and the browser has an idle moment.
 */
export function registerServiceWorkerWhenSettled(firstAnswers: Promise<unknown>): void {
  if (!available()) return;
  void loaded()
    .then(() => firstAnswers)
    .catch(() => undefined)
    .then(idle)
    .then(registerServiceWorker);
}
