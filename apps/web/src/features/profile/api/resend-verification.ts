import { useMutation } from '@tanstack/react-query';
import { authContract } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** POST /auth/resend-verification: the verify-email link again (rate limited; 429 says so). */
export async function resendVerification(): Promise<string> {
  return (await call(authContract.resendVerification)).message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { errorToast: false } });
}
