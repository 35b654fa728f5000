import { memorySocialContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { MemorySocialService } from './memory-social-service.js';

/** /api/memories/:id/reaction and /comments, as declared in the shared contract. */
export const memorySocialRoutes = (service: MemorySocialService) =>
  contractRoutes(memorySocialContract, {
    setReaction: async (request) =>
      service.setReaction(signedInUser(request), request.params.id, request.body.emoji),
    removeReaction: async (request) =>
      service.removeReaction(signedInUser(request), request.params.id),
    listComments: async (request) =>
      service.comments(signedInUser(request), request.params.id, request.query),
    createComment: async (request, reply) =>
      reply
        .code(201)
        .send(await service.addComment(signedInUser(request), request.params.id, request.body)),
    updateComment: async (request) =>
      service.editComment(
        signedInUser(request),
        request.params.id,
        request.params.commentId,
        request.body,
      ),
    deleteComment: async (request) =>
      service.removeComment(signedInUser(request), request.params.id, request.params.commentId),
  });
