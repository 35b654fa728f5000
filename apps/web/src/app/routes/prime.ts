import type { QueryMeta } from '@tanstack/react-query';
import { browserSaysOffline } from '@/lib/offline/network';

/**
 * A route loader's ask for an answer its page's first screen shows: quiet about a failure
 * (no toast: the page shows it, and its query asks again when it mounts).
 */
export function quietly<T extends { meta?: QueryMeta }>(options: T): T {
  return { ...options, meta: { ...options.meta, errorToast: false } };
}

/**
 * What a route loader waits for: the answers its page's first screen shows, in the cache
 * before the page renders, so it renders once with them rather than once with skeletons
 * and again. Answers already cached (an earlier visit, or the copy saved for offline
 * reading) come back at once; the page's queries refresh them when stale (`ensure…Data`).
 *
 * The loader never fails for them: a failed answer is the page's to show. Offline nothing
 * is asked: TanStack Query takes the network as up until the browser says otherwise, so a
 * request at the start would fail, and its error would race the saved copy's return (the
 * page shows that copy, and asks when the network is back).
 */
export async function firstAnswers(asks: (() => Promise<unknown>)[]): Promise<null> {
  if (browserSaysOffline()) return null;
  await Promise.all(asks.map((ask) => ask().catch(() => undefined)));
  return null;
}
