import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.js';
import { deriveKey } from './secrets.js';

/**
 * Capability URLs for private files: a file is served only with an unexpired HMAC of its
 * path and of what the URL was handed out for (`bound`: the viewer, their session, the
 * trash). The signature only proves the server wrote the URL; whether its holder may still
 * see the file is the serving code's question, asked again on every request.
 *
 * Expiry is rounded up to the hour, so the same image keeps the same URL for an hour
 * and the browser's cache serves repeat views.
 */
export interface UrlSigner {
  /** `path?<bound…>&exp=…&sig=…`; `bound` values are signed with the path */
  sign(path: string, bound?: Readonly<Record<string, string>>): string;
  /** true when `exp`/`sig` are a valid, unexpired signature of `path` with exactly `bound` */
  verify(
    path: string,
    exp: string | undefined,
    sig: string | undefined,
    bound?: Readonly<Record<string, string>>,
  ): boolean;
}

const HOUR = 3600;

/** the bound values in one canonical order, so the same grant always signs the same */
const canonical = (bound: Readonly<Record<string, string>>) =>
  Object.keys(bound)
    .sort()
    .map((key) => [key, bound[key] ?? ''] as const);

export function createUrlSigner(secret: string, lifetimeSeconds: number, clock: Clock): UrlSigner {
  // Its own key, derived: the JWT secret never signs anything but tokens.
  const key = deriveKey(secret, 'doita:file-urls:v1');
  const mac = (path: string, exp: number, bound: Readonly<Record<string, string>>) => {
    const hmac = createHmac('sha256', key).update(`${path}\n${exp}`);
    // Names and values cannot hold a newline or `=` (ids, a flag): no two grants collide.
    for (const [name, value] of canonical(bound)) hmac.update(`\n${name}=${value}`);
    return hmac.digest('base64url');
  };

  return {
    sign(path, bound = {}) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = Math.ceil((now + lifetimeSeconds) / HOUR) * HOUR;
      const query = canonical(bound).map(
        ([name, value]) => `${name}=${encodeURIComponent(value)}&`,
      );
      return `${path}?${query.join('')}exp=${exp}&sig=${mac(path, exp, bound)}`;
    },
    verify(path, exp, sig, bound = {}) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      const now = Math.floor(clock.now().getTime() / 1000);
      // Too far ahead means not ours: we never sign beyond lifetime + an hour's rounding.
      if (expiry <= now || expiry > now + lifetimeSeconds + HOUR) return false;
      const expected = Buffer.from(mac(path, expiry, bound));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
