import { webcrypto } from 'node:crypto';
import { EVENTS_TICKET_TTL_SECONDS } from '@doita/shared';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock.js';
import { JWT_ISSUER } from '../../lib/tokens.js';

/**
 * The event stream's ticket: EventSource cannot send an Authorization header, and the
 * long-lived session must never sit in a URL (logs, history). So the page trades its
 * access token for a ticket valid 60 seconds, good only for opening the stream.
 */
const AUDIENCE = 'doita-events';

export interface EventTickets {
  issue(userId: string): Promise<string>;
  /** the user id, or null for anything but a live ticket */
  verify(ticket: string): Promise<string | null>;
}

export function createEventTickets(secret: string, clock: Clock): EventTickets {
  const key = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async issue(userId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: 'events' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(JWT_ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + EVENTS_TICKET_TTL_SECONDS)
        .sign(await key);
    },
    async verify(ticket) {
      try {
        const { payload } = await jwtVerify(ticket, await key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        });
        return payload.typ === 'events' && typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
