import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authQueryKeys } from './auth-query-keys';

/** POST /auth/verify-email with the e-mailed token. */
export async function verifyEmail(body: { token: string }): Promise<void> {
  await api.post<unknown>('/auth/verify-email', body, {
    auth: false,
    refreshOnUnauthorized: false,
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { errorToast: false },
    // A signed-in user's isEmailVerified changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authQueryKeys.me() }),
  });
}
