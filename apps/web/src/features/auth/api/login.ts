import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@doita/shared';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { parseAuthResponse, type AuthAnswer } from './parse-auth-response';

/** POST /auth/login: token, user and refresh token. */
export async function login(body: LoginBody): Promise<AuthAnswer> {
  return parseAuthResponse(
    await api.post<unknown>('/auth/login', body, { auth: false, refreshOnUnauthorized: false }),
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
