import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@doita/shared';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock.js';

export const JWT_ISSUER = 'doita-api';
export const JWT_AUDIENCE = 'doita-web';
/** the only algorithm accepted: no `none`, no RS/HS confusion (ASVS 9.1.2) */
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  userId: string;
  /** the user's token version when signed; a password change moves it on */
  tokenVersion: number;
  /**
   * The session (refresh-token family) it was issued for, as `sid`: lets the session list
   * say which one is "this device". Not checked on each request (a revoked session's access
   * token lives out its 15 minutes unless the token version moved on).
   */
  sessionId?: string | undefined;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** null for anything but a valid, unexpired access token of this server */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Verified tokens remembered (a session sends the same one for 15 minutes). */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  // Verifying an HMAC through WebCrypto costs more CPU than the profile query itself;
  // a token's verdict never changes except by expiring, which is re-checked on each hit.
  const verified = new Map<string, AccessClaims & { expiresAtMs: number }>();
  // Imported once: jose re-imports a raw secret on every call, which triples the cost
  // of verifying, and verifying runs on every signed-in request.
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign({ userId, tokenVersion, sessionId }) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({
        typ: 'access',
        tv: tokenVersion,
        ...(sessionId ? { sid: sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(await key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > clock.now().getTime()) {
          const { userId, tokenVersion, sessionId } = known;
          return { userId, tokenVersion, sessionId };
        }
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ALGORITHMS,
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock.now(),
        });
        // The token-type claim keeps any other token we might sign out of this door (ASVS 9.2.2).
        if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
        if (typeof payload.tv !== 'number' || !Number.isInteger(payload.tv)) return null;
        const claims: AccessClaims = {
          userId: payload.sub,
          tokenVersion: payload.tv,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE)
          verified.delete(verified.keys().next().value ?? '');
        verified.set(token, { ...claims, expiresAtMs: (payload.exp ?? 0) * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/** Refresh, reset and verify tokens: 256 random bits, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a database leak yields no usable token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}
