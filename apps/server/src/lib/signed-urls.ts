import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.js';
import { deriveKey } from './secrets.js';

/**
 * Capability URLs for private files (issue 4: "photos are private"): a file is served
 * only with an unexpired HMAC of its path. Every response that carries an image signs
 * it again, so a URL copied out of the app stops working within its lifetime.
 *
 * Expiry is rounded up to the hour, so the same image keeps the same URL for an hour
 * and the browser's cache serves repeat views.
 */
export interface UrlSigner {
  sign(path: string): string;
  /** true when `exp`/`sig` are a valid, unexpired signature of `path` */
  verify(path: string, exp: string | undefined, sig: string | undefined): boolean;
}

const HOUR = 3600;

export function createUrlSigner(secret: string, lifetimeSeconds: number, clock: Clock): UrlSigner {
  // Its own key, derived: the JWT secret never signs anything but tokens.
  const key = deriveKey(secret, 'doita:file-urls:v1');
  const mac = (path: string, exp: number) =>
    createHmac('sha256', key).update(`${path}\n${exp}`).digest('base64url');

  return {
    sign(path) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = Math.ceil((now + lifetimeSeconds) / HOUR) * HOUR;
      return `${path}?exp=${exp}&sig=${mac(path, exp)}`;
    },
    verify(path, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      const now = Math.floor(clock.now().getTime() / 1000);
      // Too far ahead means not ours: we never sign beyond lifetime + an hour's rounding.
      if (expiry <= now || expiry > now + lifetimeSeconds + HOUR) return false;
      const expected = Buffer.from(mac(path, expiry));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
