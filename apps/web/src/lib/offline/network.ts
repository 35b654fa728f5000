/**
 * Whether the browser says there is no network. Only its "offline" is trusted: `onLine`
 * true does not mean the server can be reached, and where there is no `navigator` (tests
 * of server-side code) nothing is taken as offline.
 */
export const browserSaysOffline = (): boolean =>
  typeof navigator !== 'undefined' && navigator.onLine === false;
