import { useMutation } from '@tanstack/react-query';
import { authContract, type RegisterBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { startSession } from '@/lib/session';
import { authAnswerOf, type AuthAnswer } from './parse-auth-response';

/** POST /auth/register: creates the account and answers like a login. */
export async function register(body: RegisterBody): Promise<AuthAnswer> {
  return authAnswerOf(
    call(authContract.register, { body }, { auth: false, refreshOnUnauthorized: false }),
  );
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    meta: { errorToast: false },
    onSuccess: (answer, body) => {
      startSession({ ...answer, remember: body.rememberMe ?? true });
    },
  });
}
