import { clearOutbox } from './outbox';
import { idb } from './idb';
import { clearPersistedQueries } from './persist-queries';

/** The service worker's cache of photo renditions (public/offline-sw.js). */
export const RENDITIONS_CACHE = 'doita-renditions';
const OWNER_KEY = 'offline_owner';

/** Whose data the offline copies are (the last signed-in user on this device). */
export const offlineOwner = {
  get: (): string | null => {
    try {
      return window.localStorage.getItem(OWNER_KEY);
    } catch {
      return null;
    }
  },
  set: (userId: string | null) => {
    try {
      if (userId) window.localStorage.setItem(OWNER_KEY, userId);
      else window.localStorage.removeItem(OWNER_KEY);
    } catch {
      // storage disabled: the buster still keeps users apart
    }
  },
};

/** What was seen: the saved query cache and the cached photos. */
export async function clearOfflineReading(): Promise<void> {
  await clearPersistedQueries();
  try {
    await globalThis.caches?.delete(RENDITIONS_CACHE);
  } catch {
    // no Cache API here
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'doita:clear-offline' });
  // the photos this page loaded, which a worker taking it over later would keep
  globalThis.performance?.clearResourceTimings?.();
}

/**
 * Sign-out and an account switch: nothing of one person's stays for the next one, the
 * writes still waiting included (sign-out says so first when there are some).
 */
export async function clearOfflineData(): Promise<void> {
  // the saved cache and the photos kept for waiting memories
  await Promise.all([clearOfflineReading(), clearOutbox(), idb.clear('kv').catch(() => undefined)]);
  offlineOwner.set(null);
}
