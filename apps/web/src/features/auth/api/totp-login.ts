import { useMutation } from '@tanstack/react-query';
import { totpContract, type LoginTotpBody, type TotpRequiredResponse } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { startSession } from '@/lib/session';
import { authAnswerOf, type AuthAnswer } from './parse-auth-response';

/** A login answer asking for the second step (checked by hand: zod is not loaded yet). */
export function isTotpRequired(answer: unknown): answer is TotpRequiredResponse {
  if (typeof answer !== 'object' || answer === null) return false;
  const { totpRequired, challenge } = answer as Record<string, unknown>;
  return totpRequired === true && typeof challenge === 'string';
}

/** POST /auth/login/totp: the second step; answers as a login without two-step does. */
export async function loginWithTotp(body: LoginTotpBody): Promise<AuthAnswer> {
  return authAnswerOf(
    call(totpContract.loginTotp, { body }, { auth: false, refreshOnUnauthorized: false }),
  );
}

/** Finishes the sign-in and stores the session, remembered as the password step asked. */
export function useLoginWithTotp(remember: boolean) {
  return useMutation({
    mutationFn: loginWithTotp,
    meta: { errorToast: false },
    onSuccess: (answer) => startSession({ ...answer, remember }),
  });
}
