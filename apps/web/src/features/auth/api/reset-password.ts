import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/reset-password with the e-mailed token. */
export async function resetPassword(body: { token: string; newPassword: string }): Promise<void> {
  await api.post<unknown>('/auth/reset-password', body, {
    auth: false,
    refreshOnUnauthorized: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorToast: false } });
}
