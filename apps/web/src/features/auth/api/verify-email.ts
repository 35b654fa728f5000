import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authContract, type BodyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { SESSION_USER_QUERY_KEY } from '@/lib/session-queries';

/** POST /auth/verify-email with the e-mailed token. */
export async function verifyEmail(body: BodyOf<typeof authContract.verifyEmail>): Promise<void> {
  await call(authContract.verifyEmail, { body }, { auth: false, refreshOnUnauthorized: false });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    meta: { errorToast: false },
    // A signed-in user's isEmailVerified changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_USER_QUERY_KEY }),
  });
}
