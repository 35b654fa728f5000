import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password: always the same answer, whether the account exists or not. */
export async function forgotPassword(body: { email: string }): Promise<void> {
  await api.post<unknown>('/auth/forgot-password', body, {
    auth: false,
    refreshOnUnauthorized: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorToast: false } });
}
