import { randomUUID } from 'node:crypto';
import { ERROR_CODES, ERROR_MESSAGES } from '@doita/shared';
import type {
  AuthResponse,
  ChangePasswordResponse,
  LoginResponse,
  LogoutOthersResponse,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
} from '@doita/shared';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/transactions.js';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { hashOpaqueToken } from '../../lib/tokens.js';
import type { AccessTokens } from '../../lib/tokens.js';
import type { UsersRepository, UsersService } from '../users/index.js';
import type { StreamRegistry } from '../events/index.js';
import type { AuthRepository } from './auth-repository.js';
import { FAILURE_LIMITS, loginAccountKey } from './auth-limits.js';
import type { EmailLinksService } from './email-links-service.js';
import type { CoupleService } from '../couple/index.js';
import { signedInResponse } from './sessions-service.js';
import type { SessionsService, StartedSession } from './sessions-service.js';
import type { Throttle } from './throttle.js';
import type { TotpService } from './totp-service.js';

export const AUTH_MESSAGES = {
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
  resetSent: 'If an account exists for this email, a password reset link has been sent',
  passwordReset: 'Password has been reset. Please sign in with your new password',
  emailVerified: 'Email verified successfully',
  verificationSent: 'Verification email sent',
  alreadyVerified: 'Email is already verified',
  otherSessionsEnded: 'Signed out of every other device',
} as const;

export interface ClientInfo {
  /** the client address for the per-address limit; null when exempt (RATE_LIMIT_ALLOW_LIST) */
  address: string | null;
  userAgent: string | null;
}

type TxRepositories = {
  users: Pick<
    UsersRepository,
    'insert' | 'updatePassword' | 'markEmailVerified' | 'bumpTokenVersion'
  >;
  auth: Pick<
    AuthRepository,
    | 'insertRefreshToken'
    | 'revokeAllForUser'
    | 'consumeEmailToken'
    | 'retireEmailTokens'
    | 'revokeOtherFamilies'
  >;
};

export interface AuthServiceDeps {
  users: Pick<UsersRepository, 'findByEmail' | 'findById'>;
  transact: Transact<TxRepositories>;
  sessions: SessionsService;
  emailLinks: EmailLinksService;
  throttle: Throttle;
  usersService: Pick<UsersService, 'viewOf'>;
  accessTokens: Pick<AccessTokens, 'sign'>;
  clock: Clock;
  /** a password change or reset ends every stream; signing out of others, theirs */
  streams: Pick<StreamRegistry, 'end'>;
  /** a new account's invitations by e-mail become pending invitations (couple-service) */
  invitations: Pick<CoupleService, 'claimEmailInvitations'>;
  /** with two-step on, a right password earns a challenge for the second step, not tokens */
  twoStep: Pick<TotpService, 'challengeFor'>;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const { clock, sessions } = deps;
  const invalidCredentials = () =>
    unauthorized(ERROR_CODES.invalidCredentials, ERROR_MESSAGES.invalidCredentials);
  const invalidLink = () => badRequest(ERROR_CODES.invalidToken, ERROR_MESSAGES.invalidToken);

  const authResponse = (user: UserRow, session: StartedSession): Promise<AuthResponse> =>
    signedInResponse(deps.usersService.viewOf, user, session);

  async function register(
    body: z.output<typeof registerBodySchema>,
    client: ClientInfo,
  ): Promise<AuthResponse> {
    // Said plainly, on the form's e-mail field (the person signs in instead); the route's
    // rate limit keeps it from being a cheap oracle.
    if (await deps.users.findByEmail(body.email)) throw emailTaken();
    const passwordHash = await hashPassword(body.password);
    const now = clock.now();
    try {
      const { user, session } = await deps.transact(async ({ users, auth }) => {
        const user = await users.insert({
          id: randomUUID(),
          email: body.email,
          passwordHash,
          displayName: body.displayName,
          firstName: body.firstName || null,
          lastName: body.lastName || null,
          language: body.language ?? 'vi',
          theme: body.theme ?? 'light',
          createdAt: now,
          updatedAt: now,
        });
        const session = await sessions.start(auth, user, {
          rememberMe: body.rememberMe ?? false,
          userAgent: client.userAgent,
        });
        return { user, session };
      });
      deps.emailLinks.sendVerification(user);
      await deps.invitations.claimEmailInvitations(user, body.invitation);
      return await authResponse(user, session);
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
      throw error;
    }
  }

  /**
   * Unknown e-mail and wrong password cost the same argon2 work and answer the same 401
   * (ASVS 6.3.8); both count against the account and the address (ASVS 6.3.1).
   */
  async function login(
    body: z.output<typeof loginBodySchema>,
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const accountKey = loginAccountKey(body.email);
    const addressKey = client.address ? `login:address:${client.address}` : null;
    // Counted against the address and the account before the password is checked, so
    // guesses sent at once cannot all pass a count read first: past either limit they
    // answer 429 untried.
    if (addressKey) await deps.throttle.take(addressKey, FAILURE_LIMITS.loginPerAddress);
    await deps.throttle.take(accountKey, FAILURE_LIMITS.loginPerAccount);

    const user = await deps.users.findByEmail(body.email);
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyDummyPassword(body.password);
    if (!user || !passwordOk) throw invalidCredentials();
    // A right password clears the account's count; the address gives back this attempt
    // only: signing in to one's own account must not reset a guesser's tally.
    await deps.throttle.clear(accountKey);
    if (addressKey) await deps.throttle.giveBack(addressKey);
    const challenge = await deps.twoStep.challengeFor(user, body.rememberMe ?? false);
    if (challenge) return challenge;
    const session = await deps.transact(({ auth }) =>
      sessions.start(auth, user, {
        rememberMe: body.rememberMe ?? false,
        userAgent: client.userAgent,
      }),
    );
    return authResponse(user, session);
  }

  /**
   * Every session of the account ends (refresh tokens revoked, access tokens retired by
   * the token version); the caller gets a fresh pair, keeping its "remember me".
   */
  async function changePassword(
    user: UserRow,
    body: z.output<typeof changePasswordBodySchema>,
    client: ClientInfo,
  ): Promise<ChangePasswordResponse> {
    // a session guessing its own password counts with the sign-in page's guesses
    const accountKey = loginAccountKey(user.email);
    await deps.throttle.take(accountKey, FAILURE_LIMITS.loginPerAccount);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw badRequest(ERROR_CODES.invalidCurrentPassword, ERROR_MESSAGES.invalidCurrentPassword);
    }
    await deps.throttle.clear(accountKey);
    const rememberMe = await sessions.rememberMeOf(user.id, body.refreshToken);
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    const session = await deps.transact(async ({ users, auth }) => {
      const updated = await users.updatePassword(user.id, passwordHash, now);
      if (!updated) throw unauthorized();
      await auth.revokeAllForUser(user.id, now);
      return sessions.start(auth, updated, { rememberMe, userAgent: client.userAgent });
    });
    deps.streams.end(user.id, { allBut: null });
    deps.emailLinks.sendSecurityNotice(user, { kind: 'passwordChanged' });
    const { token, refreshToken } = session;
    return { message: AUTH_MESSAGES.passwordChanged, token, refreshToken };
  }

  /**
   * "Sign out of other devices": every other session's refresh tokens are revoked, and the
   * token version moves on so their access tokens stop working at once too (not in 15
   * minutes). The caller's session goes on: its refresh token stays valid, and it gets a
   * fresh access token at the new version.
   */
  async function logoutOthers(user: UserRow, refreshToken: string): Promise<LogoutOthersResponse> {
    const familyId = await sessions.liveFamilyOf(user.id, refreshToken);
    if (!familyId) throw badRequest(ERROR_CODES.sessionEnded, ERROR_MESSAGES.sessionEnded);
    const now = clock.now();
    const { updated, signedOut } = await deps.transact(async ({ users, auth }) => {
      const signedOut = await auth.revokeOtherFamilies(user.id, familyId, now);
      const updated = await users.bumpTokenVersion(user.id, now);
      if (!updated) throw unauthorized();
      return { updated, signedOut };
    });
    deps.streams.end(user.id, { allBut: familyId });
    const token = await deps.accessTokens.sign({
      userId: user.id,
      tokenVersion: updated.tokenVersion,
      sessionId: familyId,
    });
    return { message: AUTH_MESSAGES.otherSessionsEnded, token, signedOut };
  }

  /** Same answer, same work before answering, whatever the e-mail: the mail leaves in the background. */
  async function forgotPassword(email: string): Promise<{ message: string }> {
    const user = await deps.users.findByEmail(email);
    if (user) deps.emailLinks.sendReset(user);
    return { message: AUTH_MESSAGES.resetSent };
  }

  async function resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
    const passwordHash = await hashPassword(newPassword);
    const now = clock.now();
    const userId = await deps.transact(async ({ users, auth }) => {
      const userId = await auth.consumeEmailToken(hashOpaqueToken(token), 'reset', now);
      if (!userId) return null;
      await users.updatePassword(userId, passwordHash, now);
      // The link reached the inbox, so the address is proven too.
      await users.markEmailVerified(userId, now);
      await auth.revokeAllForUser(userId, now);
      await auth.retireEmailTokens(userId, 'reset', now);
      return userId;
    });
    if (!userId) throw invalidLink();
    deps.streams.end(userId, { allBut: null });
    try {
      const user = await deps.users.findById(userId);
      if (user) deps.emailLinks.sendSecurityNotice(user, { kind: 'passwordReset' });
    } catch {
      // the reset stands (its link is used): only the notice of it is lost
    }
    return { message: AUTH_MESSAGES.passwordReset };
  }

  async function verifyEmail(token: string): Promise<{ message: string }> {
    const now = clock.now();
    const done = await deps.transact(async ({ users, auth }) => {
      const userId = await auth.consumeEmailToken(hashOpaqueToken(token), 'verify', now);
      if (!userId) return false;
      await users.markEmailVerified(userId, now);
      return true;
    });
    if (!done) throw invalidLink();
    return { message: AUTH_MESSAGES.emailVerified };
  }

  async function resendVerification(user: UserRow): Promise<{ message: string }> {
    if (user.emailVerifiedAt) return { message: AUTH_MESSAGES.alreadyVerified };
    await deps.emailLinks.resendVerification(user);
    return { message: AUTH_MESSAGES.verificationSent };
  }

  async function logout(
    user: UserRow,
    refreshToken: string | undefined,
    sessionId: string | null,
  ): Promise<{ message: string }> {
    await sessions.end(user.id, refreshToken, sessionId);
    return { message: AUTH_MESSAGES.loggedOut };
  }

  return {
    register,
    login,
    refresh: (refreshToken: string, client: ClientInfo) =>
      sessions.rotate(refreshToken, client.userAgent),
    logout,
    logoutOthers,
    sessions: (user: UserRow, currentSessionId: string | null) =>
      sessions.list(user.id, currentSessionId),
    changePassword,
    forgotPassword,
    resetPassword,
    verifyEmail,
    resendVerification,
  };
}

const emailTaken = () => badRequest(ERROR_CODES.emailTaken, ERROR_MESSAGES.emailTaken);
