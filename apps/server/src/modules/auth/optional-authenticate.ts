import type { onRequestAsyncHookHandler } from 'fastify';

/**
 * The onRequest hook of routes a guest may call too (the public blog): no Authorization
 * header means a guest (`request.currentUser` stays null); a header that is there is
 * checked exactly as `authenticate` checks it, so a bad or expired token is still 401 and
 * never quietly read as a guest.
 */
export function createOptionalAuthenticate(
  authenticate: onRequestAsyncHookHandler,
): onRequestAsyncHookHandler {
  return async function optionalAuthenticate(request, reply) {
    if (request.headers.authorization === undefined) return;
    await authenticate.call(this, request, reply);
  };
}
