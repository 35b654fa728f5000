/**
 * Lazy pages: a chunk that fails to load (a new deployment replaced it) reloads
 * the page once; if it fails again right after, the error page shows instead of a reload loop.
 *
 * Vite reports a failed module preload with a `vite:preloadError` event and, unless a listener
 * prevents it, rethrows it from the dynamic import: so every failure, preload or import, reaches
 * `withChunkReload` below, which knows where the user was going.
 */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at';
const RELOAD_WINDOW_MS = 10_000;

function lastReloadAt(): number {
  try {
    return Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Reloads (at `targetUrl` when the failure happened on the way to another page) unless a
 * reload for the same reason just happened. Returns whether it reloads.
 */
export function reloadOnceForChunkError(now: number = Date.now(), targetUrl?: string): boolean {
  if (now - lastReloadAt() < RELOAD_WINDOW_MS) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // no session storage: without the guard a reload could loop, so show the error page
    return false;
  }
  if (targetUrl) window.location.assign(targetUrl);
  else window.location.reload();
  return true;
}

/**
 * Wraps a dynamic import: on failure, reload once (never settling meanwhile) or rethrow; offline,
 * rethrow.
 * `target` names the page being opened: a data router changes the URL only once the page's
 * chunk has loaded, so a plain reload would land on the previous page.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  target?: () => string | undefined,
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      // Offline, the failure is the network's, not a new deployment's, and a reload would
      // leave the page the user is on (a menu hovered, a dialog opened) for nothing: the
      // caller shows the failure and a later attempt loads it.
      const offline = navigator.onLine === false;
      if (!offline && reloadOnceForChunkError(Date.now(), target?.()))
        return new Promise<T>(() => undefined);
      throw error;
    }
  };
}
