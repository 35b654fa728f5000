import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@doita/shared';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { authQueryKeys } from './auth-query-keys';

/** GET /auth/sessions: my signed-in devices, most recently used first; `current` is this one. */
export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const body = await api.get<{ sessions?: AccountSession[] } | undefined>('/auth/sessions', {
    signal,
  });
  if (!Array.isArray(body?.sessions)) {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  return body.sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.sessions(),
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 30_000,
    // The panel shows its own error state.
    meta: { errorToast: false },
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
