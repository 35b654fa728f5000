import { getSession } from '@/lib/session';
import { api } from '@/lib/api-client';

/** POST /auth/logout: revokes this device's refresh token. */
export async function logout(): Promise<void> {
  const refreshToken = getSession()?.refreshToken ?? undefined;
  // No silent refresh here: a rotated pair would make the body's refresh token stale.
  await api.post<unknown>('/auth/logout', refreshToken ? { refreshToken } : {}, {
    refreshOnUnauthorized: false,
  });
}
