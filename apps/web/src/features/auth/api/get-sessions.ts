import { queryOptions, useQuery } from '@tanstack/react-query';
import { authContract, type AccountSession } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /auth/sessions: my signed-in devices, most recently used first; `current` is this one. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return (await call(authContract.sessions, {}, { signal })).sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(authContract.sessions),
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 30_000,
    // The panel shows its own error state.
    meta: { errorToast: false },
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
