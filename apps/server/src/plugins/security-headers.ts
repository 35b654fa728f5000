import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { Env } from '../env.js';

/**
 * ASVS 3.4: a strict CSP and friends on every answer, 404 and 500 included (they are
 * set in onRequest, before anything can fail). Scripts only from our origin, never
 * inline; inline *styles* are allowed because Radix injects a scroll-lock <style>.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * `imageOrigins`: other origins images may come from, the map's tile server when one is set
 * (MAP_TILE_URL); without one, images come from our origin only.
 */
export function helmetOptions(
  production: boolean,
  imageOrigins: readonly string[] = [],
): HelmetOptions {
  const directives = imageOrigins.length
    ? { ...CSP_DIRECTIVES, 'img-src': [...CSP_DIRECTIVES['img-src'], ...imageOrigins] }
    : CSP_DIRECTIVES;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      // Only behind https: on http://localhost it would send the browser to https.
      directives: production ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Reset and verify links carry their token in the URL: never hand it to anyone.
    referrerPolicy: { policy: 'no-referrer' },
    // The old header agreeing with frame-ancestors 'none', for browsers without CSP 2.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet would write, computed once. The headers never vary by request, and
 * @fastify/helmet rebuilt the whole helmet middleware on every request: about 20 µs, more
 * than half the cost of a health check. helmet itself still decides what they are.
 */
export function securityHeaders(
  production: boolean,
  imageOrigins: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(production, imageOrigins))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collector as unknown as Parameters<ReturnType<typeof helmet>>[1],
    // helmet 8 throws a bad option at once rather than passing it here.
    () => undefined,
  );
  return headers;
}

/**
 * What every answer carries, 404 and 500 included: the security headers and the request id
 * (so a user's report can be matched to the log). Set as a request arrives, before anything
 * can fail, and by the handler of the errors no hook sees.
 */
export function stampAnswer(reply: FastifyReply, headers: Record<string, string>): void {
  void reply.headers(headers).header('x-request-id', reply.request.id);
}

/** the origins the CSP lets images come from besides ours: the map's tile server, if any */
export const imageOriginsOf = (env: Pick<Env, 'mapTiles'>): string[] =>
  env.mapTiles ? [env.mapTiles.origin] : [];
