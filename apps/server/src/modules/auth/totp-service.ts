import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  RECOVERY_CODE_COUNT,
  TOTP_CHALLENGE_MAX_ATTEMPTS,
  TOTP_CHALLENGE_TTL_SECONDS,
  TOTP_SECRET_BYTES,
  base32Encode,
  formatRecoveryCode,
  matchTotp,
  normalizeRecoveryCode,
  normalizeTotpCode,
  otpauthUrl,
} from '@doita/shared';
import type {
  AuthResponse,
  TotpDisableBody,
  TotpEnableResponse,
  TotpRequiredResponse,
  TotpSetupResponse,
  TotpStatusResponse,
} from '@doita/shared';
import type { UserRow } from '../../db/schema.js';
import type { Transact } from '../../db/transactions.js';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.js';
import type { UsersRepository, UsersService } from '../users/index.js';
import type { AuthRepository } from './auth-repository.js';
import type { ClientInfo } from './auth-service.js';
import { signedInResponse } from './sessions-service.js';
import type { SessionsService } from './sessions-service.js';
import { FAILURE_LIMITS, loginAccountKey } from './auth-limits.js';
import type { FailureLimit } from './auth-limits.js';
import type { EmailLinksService } from './email-links-service.js';
import type { Throttle } from './throttle.js';
import type { TotpRepository } from './totp-repository.js';
import type { TotpSecretBox } from './totp-secret-box.js';

/**
 * Wrong codes one account takes in 15 minutes, across all its challenges and the settings
 * (beyond, 429 until the window ends): a guesser gets ~10 tries in 10^6 per window.
 */
export const TOTP_FAILURES_PER_ACCOUNT: FailureLimit = { max: 10, windowSeconds: 15 * 60 };

export interface TotpServiceDeps {
  totp: TotpRepository;
  users: Pick<UsersRepository, 'findById'>;
  usersService: Pick<UsersService, 'viewOf'>;
  sessions: Pick<SessionsService, 'start'>;
  transact: Transact<{ auth: Pick<AuthRepository, 'insertRefreshToken'> }>;
  throttle: Throttle;
  clock: Clock;
  box: TotpSecretBox;
  /** key the recovery codes are hashed with (HMAC), so a database copy cannot test guesses */
  recoveryKey: Buffer;
  /** the owner told by e-mail when two-step is turned on or off */
  notices: Pick<EmailLinksService, 'sendSecurityNotice'>;
}

export type TotpService = ReturnType<typeof createTotpService>;

export function createTotpService(deps: TotpServiceDeps) {
  const { clock, totp } = deps;
  const invalidCode = () => badRequest(ERROR_CODES.totpInvalidCode, ERROR_MESSAGES.totpInvalidCode);
  const throttleKey = (userId: string) => `totp:account:${userId}`;
  const hashRecovery = (normalized: string) =>
    createHmac('sha256', deps.recoveryKey).update(normalized, 'utf8').digest('base64url');

  /** Counts an attempt against the account before its code is checked (`Throttle.take`). */
  const guardAccount = (userId: string) =>
    deps.throttle.take(throttleKey(userId), TOTP_FAILURES_PER_ACCOUNT);

  const settleAccount = (userId: string) => deps.throttle.clear(throttleKey(userId));

  /**
   * A code from the app (its step recorded, so it is never taken again) or an unused
   * recovery code (marked used). Only when two-step is on.
   */
  async function checkSecondFactor(userId: string, input: string): Promise<boolean> {
    const row = await totp.find(userId);
    if (!row?.enabledAt) return false;
    const now = clock.now();
    if (normalizeTotpCode(input)) {
      const secret = deps.box.open(row.secretEncrypted, userId);
      if (!secret) return false;
      const step = await matchTotp(secret, input, now.getTime(), row.lastUsedStep);
      return step !== null && (await totp.useStep(userId, step, now));
    }
    const recovery = normalizeRecoveryCode(input);
    return recovery !== null && (await totp.useRecoveryCode(userId, hashRecovery(recovery), now));
  }

  async function status(user: UserRow): Promise<TotpStatusResponse> {
    const row = await totp.find(user.id);
    const enabled = Boolean(row?.enabledAt);
    return { enabled, recoveryCodesLeft: enabled ? await totp.recoveryCodesLeft(user.id) : 0 };
  }

  /** A fresh secret, replacing one set up and never confirmed; refused while two-step is on. */
  async function setup(user: UserRow): Promise<TotpSetupResponse> {
    const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
    const saved = await totp.savePending(user.id, deps.box.seal(secret, user.id), clock.now());
    if (!saved) throw badRequest(ERROR_CODES.totpAlreadyOn, ERROR_MESSAGES.totpAlreadyOn);
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  /** The first good code turns two-step on and mints ten recovery codes, shown this once. */
  async function enable(user: UserRow, code: string): Promise<TotpEnableResponse> {
    await guardAccount(user.id);
    const row = await totp.find(user.id);
    if (!row) throw badRequest(ERROR_CODES.totpNotSetUp, ERROR_MESSAGES.totpNotSetUp);
    if (row.enabledAt) throw badRequest(ERROR_CODES.totpAlreadyOn, ERROR_MESSAGES.totpAlreadyOn);
    const secret = deps.box.open(row.secretEncrypted, user.id);
    const now = clock.now();
    const step = secret ? await matchTotp(secret, code, now.getTime(), row.lastUsedStep) : null;
    if (step === null || !(await totp.useStep(user.id, step, now, true))) {
      throw invalidCode();
    }
    await settleAccount(user.id);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
      base32Encode(randomBytes(7)).slice(0, 10).toLowerCase(),
    );
    await totp.replaceRecoveryCodes(
      user.id,
      codes.map((plain) => ({ id: randomUUID(), codeHash: hashRecovery(plain) })),
      now,
    );
    deps.notices.sendSecurityNotice(user, { kind: 'twoStepOn' });
    return { recoveryCodes: codes.map(formatRecoveryCode) };
  }

  /** Off with the password, a code from the app or a recovery code; secret and codes go. */
  async function disable(user: UserRow, body: TotpDisableBody): Promise<{ message: string }> {
    await guardAccount(user.id);
    // a password asked here counts with the sign-in page's guesses too
    const passwordKey = body.password ? loginAccountKey(user.email) : null;
    if (passwordKey) await deps.throttle.take(passwordKey, FAILURE_LIMITS.loginPerAccount);
    const ok = body.password
      ? await verifyPassword(user.passwordHash, body.password)
      : await checkSecondFactor(user.id, body.code ?? '');
    if (!ok) {
      if (body.password)
        throw badRequest(ERROR_CODES.invalidCurrentPassword, ERROR_MESSAGES.invalidCurrentPassword);
      throw invalidCode();
    }
    await settleAccount(user.id);
    if (passwordKey) await deps.throttle.clear(passwordKey);
    // also ends a setup never confirmed: only turning it off from on is a change to tell
    const wasOn = Boolean((await totp.find(user.id))?.enabledAt);
    await totp.remove(user.id);
    if (wasOn) deps.notices.sendSecurityNotice(user, { kind: 'twoStepOff' });
    return { message: 'Two-step sign-in is off' };
  }

  /** After a right password: the second step's challenge when two-step is on, else null. */
  async function challengeFor(
    user: Pick<UserRow, 'id'>,
    rememberMe: boolean,
  ): Promise<TotpRequiredResponse | null> {
    const row = await totp.find(user.id);
    if (!row?.enabledAt) return null;
    const challenge = newOpaqueToken();
    const now = clock.now();
    await totp.insertChallenge({
      challengeHash: hashOpaqueToken(challenge),
      userId: user.id,
      rememberMe,
      expiresAt: addSeconds(now, TOTP_CHALLENGE_TTL_SECONDS),
      createdAt: now,
    });
    return { totpRequired: true, challenge };
  }

  /**
   * The second step: a live challenge (unknown, expired, used or locked answer alike) and a
   * right code. A wrong one counts against the challenge (locked at five) and the account.
   */
  async function finishLogin(
    body: { challenge: string; code: string },
    client: ClientInfo,
  ): Promise<AuthResponse> {
    const challengeHash = hashOpaqueToken(body.challenge);
    const ended = () =>
      unauthorized(ERROR_CODES.totpChallengeEnded, ERROR_MESSAGES.totpChallengeEnded);
    const challenge = await totp.findChallenge(
      challengeHash,
      clock.now(),
      TOTP_CHALLENGE_MAX_ATTEMPTS,
    );
    if (!challenge) throw ended();
    await guardAccount(challenge.userId);
    if (!(await checkSecondFactor(challenge.userId, body.code))) {
      await totp.failChallenge(challengeHash);
      throw unauthorized(ERROR_CODES.totpInvalidCode, ERROR_MESSAGES.totpInvalidCode);
    }
    if (!(await totp.takeChallenge(challengeHash))) throw ended();
    const user = await deps.users.findById(challenge.userId);
    if (!user) throw ended();
    await deps.throttle.clear(throttleKey(user.id));
    const session = await deps.transact(({ auth }) =>
      deps.sessions.start(auth, user, {
        rememberMe: challenge.rememberMe,
        userAgent: client.userAgent,
      }),
    );
    return signedInResponse(deps.usersService.viewOf, user, session);
  }

  return { status, setup, enable, disable, challengeFor, finishLogin };
}
