import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  PASSKEYS_PER_ACCOUNT_MAX,
  describeUserAgent,
  knownTransports,
} from '@doita/shared';
import type {
  AuthResponse,
  Passkey,
  PasskeyLoginOptions,
  PasskeyRegistrationOptions,
  passkeyLoginBodySchema,
  passkeyRegisterBodySchema,
} from '@doita/shared';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/transactions.js';
import type { Transact } from '../../db/transactions.js';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { UsersRepository, UsersService } from '../users/index.js';
import type { AuthRepository } from './auth-repository.js';
import { FAILURE_LIMITS, loginAccountKey } from './auth-limits.js';
import type { ClientInfo } from './auth-service.js';
import type { PasskeyRow } from './passkeys-schema.js';
import type { PasskeysRepository } from './passkeys-repository.js';
import { signedInResponse } from './sessions-service.js';
import type { SessionsService } from './sessions-service.js';
import type { EmailLinksService } from './email-links-service.js';
import type { Throttle } from './throttle.js';

/** a ceremony's challenge is good for this long, and the browser's prompt waits as long */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
/** the name the passkeys belong to, shown by the browser's and system's prompts */
const RP_NAME = 'Đôi Ta';

export interface PasskeysServiceDeps {
  passkeys: PasskeysRepository;
  users: Pick<UsersRepository, 'findById'>;
  transact: Transact<{
    auth: Pick<AuthRepository, 'insertRefreshToken'>;
    passkeys: Pick<PasskeysRepository, 'lockCountOf' | 'countOf' | 'insert'>;
  }>;
  sessions: Pick<SessionsService, 'start'>;
  usersService: Pick<UsersService, 'viewOf'>;
  throttle: Throttle;
  clock: Clock;
  /** WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS (env.ts), from PUBLIC_URL by default */
  webauthn: { rpId: string; origins: string[] };
  /** the owner told by e-mail of each passkey added */
  notices: Pick<EmailLinksService, 'sendSecurityNotice'>;
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;

const rejected = () => badRequest(ERROR_CODES.passkeyRejected, ERROR_MESSAGES.passkeyRejected);
const notAccepted = () =>
  unauthorized(ERROR_CODES.passkeyNotAccepted, ERROR_MESSAGES.passkeyNotAccepted);
const tooMany = () => new HttpError(409, ERROR_CODES.passkeyLimit, ERROR_MESSAGES.passkeyLimit);

/** The challenge the browser signed, read from its clientDataJSON; null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (data && typeof data === 'object' && 'challenge' in data) {
      const { challenge } = data;
      return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
    }
  } catch {
    // not JSON: refused below like any other bad answer
  }
  return null;
}

/** The user handle a passkey carries: the account's id, so a sign-in can check it. */
const userHandleOf = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType,
    backedUp: row.backedUp,
  };
}

/** "Chrome · macOS", or null when the user agent says neither */
function deviceOf(userAgent: string | null): string | null {
  const { browser, os } = describeUserAgent(userAgent);
  return [browser, os].filter(Boolean).join(' · ') || null;
}

/** "Chrome · macOS" for a passkey added without a name */
export function defaultPasskeyName(userAgent: string | null): string {
  return deviceOf(userAgent) ?? 'Passkey';
}

/**
 * Passkeys: adding one to a signed-in account, signing in with one (a discoverable
 * credential: the browser offers what it holds for this site, no e-mail typed), and the
 * list. The checks of a ceremony (signature, origin, RP ID, user presence, counter) are
 * @simplewebauthn/server's; the challenge is this service's: stored in the database, taken
 * once, dead after five minutes.
 */
export function createPasskeysService(deps: PasskeysServiceDeps) {
  const { clock, webauthn } = deps;

  async function storeChallenge(
    challenge: string,
    purpose: 'register' | 'login',
    userId: string | null,
  ) {
    const now = clock.now();
    await deps.passkeys.deleteExpiredChallenges(now);
    await deps.passkeys.insertChallenge({
      challenge,
      purpose,
      userId,
      expiresAt: addSeconds(now, PASSKEY_CHALLENGE_TTL_SECONDS),
      createdAt: now,
    });
  }

  /**
   * The password, checked as a sign-in checks it: each try counts against the account's
   * tally before it is checked (a stolen session guessing here locks like a guesser at the
   * sign-in page), and a right one clears it.
   */
  async function confirmPassword(user: UserRow, password: string): Promise<void> {
    const accountKey = loginAccountKey(user.email);
    await deps.throttle.take(accountKey, FAILURE_LIMITS.loginPerAccount);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw badRequest(ERROR_CODES.invalidCurrentPassword, ERROR_MESSAGES.invalidCurrentPassword);
    await deps.throttle.clear(accountKey);
  }

  async function registrationOptions(
    user: UserRow,
    password: string,
  ): Promise<PasskeyRegistrationOptions> {
    await confirmPassword(user, password);
    const existing = await deps.passkeys.listOf(user.id);
    if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) throw tooMany();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: webauthn.rpId,
      userName: user.email,
      userID: bytes(userHandleOf(user.id)),
      userDisplayName: user.displayName,
      attestationType: 'none',
      timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
      // the same authenticator twice on one account would be two names for one key
      excludeCredentials: existing.map((row) => ({
        id: row.credentialId,
        transports: knownTransports(row.transports),
      })),
      // discoverable, so signing in needs no e-mail; verification as the device offers it
      authenticatorSelection: {
        residentKey: 'required',
        requireResidentKey: true,
        userVerification: 'preferred',
      },
    });
    await storeChallenge(options.challenge, 'register', user.id);
    return options as PasskeyRegistrationOptions;
  }

  async function register(
    user: UserRow,
    body: z.output<typeof passkeyRegisterBodySchema>,
    userAgent: string | null,
  ): Promise<Passkey> {
    const challenge = challengeOf(body.response.response.clientDataJSON);
    const taken = challenge
      ? await deps.passkeys.takeChallenge(challenge, 'register', clock.now())
      : null;
    if (!challenge || !taken || taken.userId !== user.id) throw rejected();
    if ((await deps.passkeys.countOf(user.id)) >= PASSKEYS_PER_ACCOUNT_MAX) throw tooMany();

    const verification = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challenge,
      expectedOrigin: webauthn.origins,
      expectedRPID: webauthn.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw rejected();
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    try {
      // Counted again and added under the person's lock: passkeys added at once (a
      // challenge each) would otherwise all count one under the bound and all be added.
      const row = await deps.transact(async (tx) => {
        await tx.passkeys.lockCountOf(user.id);
        if ((await tx.passkeys.countOf(user.id)) >= PASSKEYS_PER_ACCOUNT_MAX) throw tooMany();
        return tx.passkeys.insert({
          id: randomUUID(),
          userId: user.id,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: knownTransports(credential.transports),
          deviceType: credentialDeviceType,
          backedUp: credentialBackedUp,
          name: body.name ?? defaultPasskeyName(userAgent),
          createdAt: clock.now(),
        });
      });
      deps.notices.sendSecurityNotice(user, {
        kind: 'passkeyAdded',
        name: row.name,
        device: deviceOf(userAgent),
      });
      return toPasskey(row);
    } catch (error) {
      // already on an account (this one or another): said as any refused passkey
      if (isUniqueViolation(error, 'passkeys_credential_id_unique')) throw rejected();
      throw error;
    }
  }

  async function loginOptions(): Promise<PasskeyLoginOptions> {
    const options = await generateAuthenticationOptions({
      rpID: webauthn.rpId,
      allowCredentials: [],
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    });
    await storeChallenge(options.challenge, 'login', null);
    return options as PasskeyLoginOptions;
  }

  /** the passkey a sign-in's answer proves, or null: every failure looks the same outside */
  async function verifiedPasskey(
    body: z.output<typeof passkeyLoginBodySchema>,
  ): Promise<PasskeyRow | null> {
    const challenge = challengeOf(body.response.response.clientDataJSON);
    if (!challenge || !(await deps.passkeys.takeChallenge(challenge, 'login', clock.now())))
      return null;
    const passkey = await deps.passkeys.findByCredentialId(body.response.id);
    if (!passkey) return null;
    const { userHandle } = body.response.response;
    if (userHandle && userHandle !== userHandleOf(passkey.userId)) return null;

    const verification = await verifyAuthenticationResponse({
      response: body.response,
      expectedChallenge: challenge,
      expectedOrigin: webauthn.origins,
      expectedRPID: webauthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: bytes(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) return null;
    const { newCounter, credentialBackedUp } = verification.authenticationInfo;
    // a counter that did not move forward means a cloned authenticator (the library
    // refuses it; the update refuses it again if two sign-ins race)
    const marked = await deps.passkeys.markUsed(
      passkey.id,
      newCounter,
      credentialBackedUp,
      clock.now(),
    );
    return marked ? passkey : null;
  }

  /**
   * Signing in with a passkey: a session as a password sign-in starts, and the same answer.
   * Failures count against the caller's address with the password's (one guesser, one
   * tally); a passkey proves both something held and someone present, so two-step sign-in
   * asks nothing more.
   */
  async function login(
    body: z.output<typeof passkeyLoginBodySchema>,
    client: ClientInfo,
  ): Promise<AuthResponse> {
    const addressKey = client.address ? `login:address:${client.address}` : null;
    // Counted before the assertion is checked (as a password sign-in is); a passkey that
    // signs in gives its attempt back.
    if (addressKey) await deps.throttle.take(addressKey, FAILURE_LIMITS.loginPerAddress);
    const passkey = await verifiedPasskey(body);
    const user = passkey ? await deps.users.findById(passkey.userId) : undefined;
    if (!user) throw notAccepted();
    if (addressKey) await deps.throttle.giveBack(addressKey);
    const session = await deps.transact(({ auth }) =>
      deps.sessions.start(auth, user, {
        rememberMe: body.rememberMe ?? false,
        userAgent: client.userAgent,
      }),
    );
    return signedInResponse(deps.usersService.viewOf, user, session);
  }

  async function list(user: UserRow): Promise<Passkey[]> {
    return (await deps.passkeys.listOf(user.id)).map(toPasskey);
  }

  async function rename(user: UserRow, id: string, name: string): Promise<Passkey> {
    const row = await deps.passkeys.rename(user.id, id, name);
    if (!row) throw notFound();
    return toPasskey(row);
  }

  async function remove(user: UserRow, id: string): Promise<void> {
    if (!(await deps.passkeys.remove(user.id, id))) throw notFound();
  }

  return { registrationOptions, register, loginOptions, login, list, rename, remove };
}
