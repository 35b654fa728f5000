import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContract, type ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { getSession, updateSessionTokens } from '@/lib/session';
import { queryKeyOf } from '@/lib/query-key';

/**
 * POST /auth/logout-others with this device's refresh token: every other session ends at
 * once (their access tokens too), and this one gets a fresh access token to store.
 */
export async function logoutOthers(): Promise<ReplyOf<typeof authContract.logoutOthers>> {
  const refreshToken = getSession()?.refreshToken;
  if (!refreshToken) throw new ApiError({ status: 401, code: CLIENT_ERROR_CODES.sessionExpired });
  return call(authContract.logoutOthers, { body: { refreshToken } });
}

export function useLogoutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutOthers,
    meta: { errorToast: false },
    onSuccess: (answer) => {
      updateSessionTokens({ token: answer.token });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(authContract.sessions) });
    },
  });
}
