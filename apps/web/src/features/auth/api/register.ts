import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@doita/shared';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { parseAuthResponse, type AuthAnswer } from './parse-auth-response';

/** POST /auth/register: creates the account and answers like a login. */
export async function register(body: RegisterBody): Promise<AuthAnswer> {
  return parseAuthResponse(
    await api.post<unknown>('/auth/register', body, { auth: false, refreshOnUnauthorized: false }),
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
