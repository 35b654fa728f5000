import { queuedSendOutcome } from '@doita/shared';
import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { idb } from './idb';

/**
 * Offline reading: what the person has seen (dashboard, memories, reminders,
 * timeline, posts) is kept in IndexedDB and put back into the query cache at the next
 * start, so a reload or a browser restart with no network still shows it. The copy is
 * tied to the app version and the user (`buster`): another account, or a new version whose
 * answers may differ, starts empty; sign-out clears it (`clearOfflineData`).
 */
const KEY = 'query-cache';
/**
 * bump when a cached answer's shape or the query keys change incompatibly (2: keys come
 * from the endpoints, lib/query-key.ts; answers saved under the old keys would come back
 * and never be read)
 */
export const OFFLINE_CACHE_VERSION = '2';
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 1000;

interface Persisted {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

export const busterFor = (userId: string) => `${OFFLINE_CACHE_VERSION}:${userId}`;

/** Puts the user's saved cache back (nothing when it is another user's, old or absent). */
export async function restoreQueryCache(
  queryClient: QueryClient,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  try {
    const saved = await idb.get<Persisted>('kv', KEY);
    if (!saved) return false;
    if (saved.buster !== busterFor(userId) || now - saved.savedAt > MAX_AGE_MS) {
      await idb.delete('kv', KEY);
      return false;
    }
    hydrate(queryClient, saved.state);
    // What was saved shows at once, but is never taken as fresh: each screen asks again as
    // it opens (the partner may have written meanwhile); offline the saved copy stays. An
    // answer that came in since this start (the first page's, asked for beside this) is
    // newer than the copy and stays fresh.
    void queryClient.invalidateQueries({
      refetchType: 'none',
      predicate: (query) => query.state.dataUpdatedAt <= saved.savedAt,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a failed refresh leaves the last answer standing: nothing was decided (no answer
 * came, a timeout, the server busy or down), the offline queue's own rule for a send
 * (`queuedSendOutcome`). An answer that says the thing is gone or no longer this person's
 * (403, 404, 410, any other 4xx) does not: a memory the partner deleted or made private is
 * not shown again from the copy. Nor does a 401: the API client has already tried to renew
 * the session, so for a read it is final (where the queue would send again once renewed).
 */
function lastAnswerStands(error: unknown): boolean {
  if (!isApiError(error) || error.status === 401) return false;
  return queuedSendOutcome(error.isNetworkError ? undefined : error.status) === 'retry';
}

/**
 * What a query keeps for the next start: its last answer. A query whose refresh failed
 * offline still holds the answer it had, and that answer is what the person saw: it is kept
 * as that answer, not as the failure. Saving answered queries only (TanStack's default)
 * dropped from the copy everything an offline start had asked again, so the second offline
 * start in a row showed load errors where the first showed the copy.
 */
const keptAsLastAnswer = (query: Query): boolean =>
  query.state.data !== undefined &&
  (query.state.status === 'success' ||
    (query.state.status === 'error' && lastAnswerStands(query.state.error)));

const asAnswered = (query: DehydratedState['queries'][number]) =>
  query.state.status === 'error'
    ? {
        ...query,
        state: {
          ...query.state,
          status: 'success' as const,
          error: null,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
      }
    : query;

export async function saveQueryCache(queryClient: QueryClient, userId: string): Promise<void> {
  const dehydrated = dehydrate(queryClient, { shouldDehydrateQuery: keptAsLastAnswer });
  const state = { ...dehydrated, queries: dehydrated.queries.map(asAnswered) };
  const value: Persisted = { buster: busterFor(userId), savedAt: Date.now(), state };
  await idb.put('kv', value, KEY);
}

/**
 * Saves the cache within a second of a change, while `userId()` names someone. The wait
 * starts at the first unsaved change and is not pushed back by later ones: a screen whose
 * queries keep changing (live updates, a slow phone still loading) is saved all the same,
 * where a debounce could wait for ever and leave nothing for the next offline start.
 */
export function persistQueryCache(
  queryClient: QueryClient,
  userId: () => string | null,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const id = userId();
    if (id) saveQueryCache(queryClient, id).catch(() => undefined);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed' && event.type !== 'added') return;
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  });
  // This starts after the first screen (its chunk is lazy): on a slow phone that screen's
  // answers may all be in already, and no later change would ever save them.
  if (queryClient.getQueryCache().getAll().length > 0) timer = setTimeout(save, SAVE_AFTER_MS);
  // a page that goes away (reload, tab switched, phone locked) saves what it has now
  const onHidden = () => {
    if (document.visibilityState !== 'hidden' || timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHidden);
    unsubscribe();
  };
}

export async function clearPersistedQueries(): Promise<void> {
  await idb.delete('kv', KEY).catch(() => undefined);
}
