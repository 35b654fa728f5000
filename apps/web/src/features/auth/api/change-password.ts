import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, User } from '@doita/shared';
import { api } from '@/lib/api-client';
import { getSession, updateSessionTokens, updateSessionUser } from '@/lib/session';
import { authQueryKeys } from './auth-query-keys';

interface ChangePasswordAnswer {
  token?: string;
  refreshToken?: string;
  user?: User;
}

/**
 * PUT /user/change-password: the server revokes every session and answers with a new pair.
 * This device's refresh token goes along so the new session keeps its "remember me".
 */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  const refreshToken = body.refreshToken ?? getSession()?.refreshToken ?? undefined;
  return (
    (await api.put<ChangePasswordAnswer | undefined>('/user/change-password', {
      ...body,
      ...(refreshToken ? { refreshToken } : {}),
    })) ?? {}
  );
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: false },
    onSuccess: (answer) => {
      // The other devices were signed out.
      void queryClient.invalidateQueries({ queryKey: authQueryKeys.sessions() });
      if (typeof answer.token === 'string') {
        updateSessionTokens({ token: answer.token, refreshToken: answer.refreshToken });
      }
      if (answer.user && typeof answer.user.id === 'string') updateSessionUser(answer.user);
    },
  });
}
