import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Couple } from '@doita/shared';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';
import { coupleContract } from '@doita/shared';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

/**
 * After any couple change: the connection, the invitations and the user (its coupleId and
 * coupleStatus) are fetched again. A couple the server just returned is shown at once.
 */
export async function refreshCouple(queryClient: QueryClient, couple?: Couple | null) {
  if (couple !== undefined) queryClient.setQueryData(queryKeyOf(coupleContract.connection), couple);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: areaKeyOf(coupleContract.connection) }),
    queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY }),
  ]);
}

export function useRefreshCouple() {
  const queryClient = useQueryClient();
  return useCallback((couple?: Couple | null) => refreshCouple(queryClient, couple), [queryClient]);
}
