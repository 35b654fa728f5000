import { authContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { getSession } from '@/lib/session';

/** POST /auth/logout: revokes this device's refresh token. */
export async function logout(): Promise<void> {
  const refreshToken = getSession()?.refreshToken ?? undefined;
  // No silent refresh here: a rotated pair would make the body's refresh token stale.
  await call(
    authContract.logout,
    { body: refreshToken ? { refreshToken } : {} },
    { refreshOnUnauthorized: false },
  );
}
