import { useMutation } from '@tanstack/react-query';
import { authContract, type BodyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';

/** POST /auth/forgot-password: always the same answer, whether the account exists or not. */
export async function forgotPassword(
  body: BodyOf<typeof authContract.forgotPassword>,
): Promise<void> {
  await call(authContract.forgotPassword, { body }, { auth: false, refreshOnUnauthorized: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { errorToast: false } });
}
