import { useMutation } from '@tanstack/react-query';
import { authContract, type BodyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** POST /auth/reset-password with the e-mailed token. */
export async function resetPassword(
  body: BodyOf<typeof authContract.resetPassword>,
): Promise<void> {
  await call(authContract.resetPassword, { body }, { auth: false, refreshOnUnauthorized: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { errorToast: false } });
}
