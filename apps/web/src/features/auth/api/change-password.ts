import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersContract, type ChangePasswordBody, type ReplyOf, authContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { getSession, updateSessionTokens } from '@/lib/session';
import { queryKeyOf } from '@/lib/query-key';

/**
 * PUT /user/change-password: the server revokes every session and answers with a new pair.
 * This device's refresh token goes along so the new session keeps its "remember me".
 */
export async function changePassword(
  body: ChangePasswordBody,
): Promise<ReplyOf<typeof usersContract.changePassword>> {
  const refreshToken = body.refreshToken ?? getSession()?.refreshToken ?? undefined;
  return call(usersContract.changePassword, {
    body: { ...body, ...(refreshToken ? { refreshToken } : {}) },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: false },
    onSuccess: (answer) => {
      // The other devices were signed out.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(authContract.sessions) });
      updateSessionTokens({ token: answer.token, refreshToken: answer.refreshToken });
    },
  });
}
