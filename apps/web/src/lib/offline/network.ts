/**
 * Whether the browser says there is no network. Only its "offline" is trusted: `onLine`
 * true does not mean the server can be reached, and where there is no `navigator` (tests
 * of server-side code) nothing is taken as offline.
 */
export const browserSaysOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;

const heardListeners = new Set<() => void>();

/**
 * The server was just heard from (its event stream opened or spoke). A write whose answer
 * was lost on the way is waiting in the outbox while the stream already shows it done (a
 * message sent, its bubble twice); its replay answers at once, so the outbox tries now
 * rather than after its back-off.
 */
export function serverHeard(): void {
  heardListeners.forEach((listener) => listener());
}

export function onServerHeard(listener: () => void): () => void {
  heardListeners.add(listener);
  return () => heardListeners.delete(listener);
}
