import { queryOptions, useQuery } from '@tanstack/react-query';
import { coupleContract, type Couple } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { isApiError } from '@/lib/api-error';
import { queryKeyOf } from '@/lib/query-key';

/**
 * GET /couple/connection: my accepted couple, or the invitation I sent (status 'pending');
 * null when there is none (the API answers 404).
 */
export async function getConnection(signal?: AbortSignal): Promise<Couple | null> {
  try {
    return (await call(coupleContract.connection, {}, { signal })).couple;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Cached after the first fetch; every change refetches it. */
export const connectionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(coupleContract.connection),
    queryFn: ({ signal }) => getConnection(signal),
    staleTime: 5 * 60_000,
  });

export function useConnection(options: { enabled?: boolean } = {}) {
  return useQuery({ ...connectionQueryOptions(), enabled: options.enabled ?? true });
}
