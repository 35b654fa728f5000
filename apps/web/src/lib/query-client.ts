import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { isQueuedWrite } from './offline/queued-write';
import { browserSaysOffline } from './offline/network';
import { notifyFailure, reportError } from './error-toast';
import { i18n } from './i18n';

/**
 * Per query/mutation: `errorToast: false` when the screen shows the failure itself;
 * `errorTitleKey` (an i18n key such as `memories:failure.load`) titles the failure's toast
 * with what failed, the error catalogue's text becoming its message.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  errorToast?: boolean;
  errorTitleKey?: string;
}

function report(error: unknown, meta: AppQueryMeta | undefined): void {
  // queued for later (offline): OfflineSync says 'waiting to send', not a failure
  if (isQueuedWrite(error)) return;
  if (meta?.errorToast === false) return;
  if (meta?.errorTitleKey) notifyFailure(i18n.t(meta.errorTitleKey), error);
  else reportError(error);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A read that could not reach the server while the browser says it is offline: the
        // offline banner says so once, and the screen keeps what it showed (the saved copy).
        // A toast for each of the start's reads would only repeat the banner.
        if (isApiError(error) && error.isNetworkError && browserSaysOffline()) return;
        report(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a lost connection may.
        retry: (failureCount, error) =>
          isApiError(error) && error.isNetworkError && failureCount < 1,
        staleTime: 30_000,
        // kept a day (not 5 minutes) so the saved copy still holds what was seen (offline)
        gcTime: 24 * 60 * 60 * 1000,
        // Back on the tab, or back online: what has gone stale is asked again (the partner
        // may have written meanwhile).
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Settles once no query is being fetched (the page's first answers are in), or after
 * `maxMs` whichever comes first: what can wait (the event stream, the bell's lists) then
 * starts, instead of sharing a slow network with them.
 */
export function whenAnswersIn(client: QueryClient, maxMs: number): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(settle, maxMs);
    // a fetch that just ended may still count: looked at again once its notices are out
    const unsubscribe = client.getQueryCache().subscribe(() => {
      queueMicrotask(() => {
        if (client.isFetching() === 0) settle();
      });
    });
  });
}
