import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@doita/shared';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { updateSessionUser } from '@/lib/session';
import { authQueryKeys } from './auth-query-keys';

/** GET /user/me: the signed-in user, fresh from the server; the stored copy follows it. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const body = await api.get<{ user?: User } | undefined>('/user/me', { signal });
  if (!body?.user || typeof body.user.id !== 'string') {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  updateSessionUser(body.user);
  return body.user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    // The stored user keeps the app usable; a failed background refresh is not worth a toast.
    meta: { errorToast: false },
  });

export function useMe(options: { enabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled: options.enabled });
}
