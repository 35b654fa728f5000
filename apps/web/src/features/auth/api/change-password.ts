import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, User } from '@doita/shared';
import { api } from '@/lib/api-client';
import { updateSessionTokens, updateSessionUser } from '@/lib/session';

interface ChangePasswordAnswer {
  token?: string;
  refreshToken?: string;
  user?: User;
}

/** PUT /user/change-password: the server revokes the other sessions and answers with a new pair. */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordAnswer> {
  return (await api.put<ChangePasswordAnswer | undefined>('/user/change-password', body)) ?? {};
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorToast: false },
    onSuccess: (answer) => {
      if (typeof answer.token === 'string') {
        updateSessionTokens({ token: answer.token, refreshToken: answer.refreshToken });
      }
      if (answer.user && typeof answer.user.id === 'string') updateSessionUser(answer.user);
    },
  });
}
