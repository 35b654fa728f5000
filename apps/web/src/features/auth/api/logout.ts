import { authContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { getSession, markSigningOut } from '@/lib/session';

/** POST /auth/logout: revokes this device's refresh token. */
export async function logout(): Promise<void> {
  const session = getSession();
  const refreshToken = session?.refreshToken ?? undefined;
  // from here, a 401 on this session's token is the sign-out's own, not an expiry
  markSigningOut(session?.token ?? null);
  // No silent refresh here: a rotated pair would make the body's refresh token stale.
  await call(
    authContract.logout,
    { body: refreshToken ? { refreshToken } : {} },
    { refreshOnUnauthorized: false },
  );
}
