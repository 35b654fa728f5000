import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who a file URL is handed out to. A URL is signed for the person (and the session) whose
 * request the response answers, and serving it asks again whether that session is live and
 * that person may still see the file (uploads-access-repository.ts). `null` is a guest: such a URL opens
 * only files anyone may see (a public post's pictures).
 */
export interface FileViewer {
  userId: string;
  /** the session (refresh-token family) the request's access token belongs to, when it says */
  sessionId: string | null;
}

// The request being answered, for code that signs deep inside a service: every module shows
// images (memories, posts, avatars on people), and threading the session through each of
// their views would touch them all for something none of them decides.
const answering = new AsyncLocalStorage<FastifyRequest>();

/**
 * Makes the request being answered known to the signer. An onRequest hook of the whole app,
 * registered before any route that signs; `run` around `done` carries it through the later
 * hooks (authenticate) and the handler.
 */
export function trackViewers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => answering.run(request, done));
}

/** The signed-in person of the request being answered, or null (a guest, a background job). */
export function currentViewer(): FileViewer | null {
  const request = answering.getStore();
  const user = request?.currentUser;
  return user ? { userId: user.id, sessionId: request.sessionId } : null;
}
