import { useMutation } from '@tanstack/react-query';
import { authContract, type LoginBody, type TotpRequiredResponse } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { startSession } from '@/lib/session';
import { authAnswerOf, type AuthAnswer } from './parse-auth-response';
import { isTotpRequired } from './totp-login';

/** POST /auth/login: token, user and refresh token; or, with two-step on, its challenge. */
export async function login(body: LoginBody): Promise<AuthAnswer | TotpRequiredResponse> {
  const answer = call(authContract.login, { body }, { auth: false, refreshOnUnauthorized: false });
  const settled = await answer.then(
    (value) => ({ value }),
    () => null,
  );
  if (settled && isTotpRequired(settled.value)) return settled.value;
  return authAnswerOf(answer);
}

/** Signs in and stores the session. The form shows credential errors itself. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { errorToast: false },
    onSuccess: (answer, body) => {
      if (isTotpRequired(answer)) return;
      startSession({ ...answer, remember: body.rememberMe ?? false });
    },
  });
}
