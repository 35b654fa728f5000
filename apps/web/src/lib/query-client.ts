import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { reportError } from './error-toast';

/** Per query/mutation switch: `meta: { errorToast: false }` when the screen shows the failure itself. */
export interface AppQueryMeta extends Record<string, unknown> {
  errorToast?: boolean;
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
        if (query.meta?.errorToast !== false) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a lost connection may.
        retry: (failureCount, error) =>
          isApiError(error) && error.isNetworkError && failureCount < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
