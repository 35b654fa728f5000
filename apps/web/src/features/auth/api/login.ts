import { useMutation } from '@tanstack/react-query';
import { authContract, type LoginBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { startSession } from '@/lib/session';
import { authAnswerOf, type AuthAnswer } from './parse-auth-response';

/** POST /auth/login: token, user and refresh token. */
export async function login(body: LoginBody): Promise<AuthAnswer> {
  return authAnswerOf(
    call(authContract.login, { body }, { auth: false, refreshOnUnauthorized: false }),
  );
}

/** Signs in and stores the session. The form shows credential errors itself. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { errorToast: false },
    onSuccess: (answer, body) => {
      startSession({ ...answer, remember: body.rememberMe ?? false });
    },
  });
}
