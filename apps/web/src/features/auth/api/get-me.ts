import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersContract, type User } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { updateSessionUser } from '@/lib/session';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';

/** GET /user/me: the signed-in user, fresh from the server; the stored copy follows it. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const { user } = await call(usersContract.getMe, {}, { signal });
  updateSessionUser(user);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_USER_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    // The stored user keeps the app usable; a failed background refresh is not worth a toast.
    meta: { errorToast: false },
  });

export function useMe(options: { enabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled: options.enabled });
}
