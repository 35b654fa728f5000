import { memorySocialContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import { perUser } from '../auth/index.js';
import type { MemorySocialService } from './memory-social-service.js';

export interface MemorySocialRouteDeps {
  memorySocialService: MemorySocialService;
  authenticate: onRequestAsyncHookHandler;
}

/** The blog's limits: a reaction is a tap, a comment a sentence. */
const LIMITS = {
  reaction: { rateLimit: perUser({ max: 300, timeWindow: '15 minutes' }) },
  comment: { rateLimit: perUser({ max: 60, timeWindow: '15 minutes' }) },
};

/** /api/memories/:id/reaction and /comments, as declared in the shared contract. */
export function memorySocialRoutes(
  app: ZodApp,
  { memorySocialService: service, authenticate }: MemorySocialRouteDeps,
  done: () => void,
): void {
  handle(app, contract.setReaction, { authenticate, config: LIMITS.reaction }, async (request) =>
    service.setReaction(signedInUser(request), request.params.id, request.body.emoji),
  );
  handle(app, contract.removeReaction, { authenticate, config: LIMITS.reaction }, async (request) =>
    service.removeReaction(signedInUser(request), request.params.id),
  );
  handle(app, contract.listComments, { authenticate }, async (request) =>
    service.comments(signedInUser(request), request.params.id, request.query),
  );
  handle(
    app,
    contract.createComment,
    { authenticate, config: LIMITS.comment },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.addComment(signedInUser(request), request.params.id, request.body)),
  );
  handle(app, contract.updateComment, { authenticate, config: LIMITS.comment }, async (request) =>
    service.editComment(
      signedInUser(request),
      request.params.id,
      request.params.commentId,
      request.body,
    ),
  );
  handle(app, contract.deleteComment, { authenticate, config: LIMITS.comment }, async (request) =>
    service.removeComment(signedInUser(request), request.params.id, request.params.commentId),
  );
  done();
}
