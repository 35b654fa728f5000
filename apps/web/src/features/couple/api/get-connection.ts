import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Couple } from '@doita/shared';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { coupleQueryKeys } from './couple-query-keys';
import { coupleFrom } from './couple-response';

/**
 * GET /couple/connection: my accepted couple, or the invitation I sent (status 'pending');
 * null when there is none (404, spec section 7).
 */
export async function getConnection(signal?: AbortSignal): Promise<Couple | null> {
  try {
    return coupleFrom(await api.get<{ couple?: Couple }>('/couple/connection', { signal }));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Cached after the first fetch (spec section 4); every change refetches it. */
export const connectionQueryOptions = () =>
  queryOptions({
    queryKey: coupleQueryKeys.connection(),
    queryFn: ({ signal }) => getConnection(signal),
    staleTime: 5 * 60_000,
  });

export function useConnection(options: { enabled?: boolean } = {}) {
  return useQuery({ ...connectionQueryOptions(), enabled: options.enabled ?? true });
}
