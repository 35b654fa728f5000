import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /auth/resend-verification: the verify-email link again (rate limited; 429 says so). */
export async function resendVerification(): Promise<string> {
  const body = await api.post<{ message?: string } | undefined>('/auth/resend-verification');
  return body?.message ?? '';
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { errorToast: false } });
}
