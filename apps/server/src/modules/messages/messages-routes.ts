import { messagesContract } from '@doita/shared';
import { contractRoutes, firstAnswerId } from '../../lib/contract-route.js';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../auth/index.js';
import type { MessagesService } from './messages-service.js';

/** /api/messages and /api/nudges, as declared in the shared contract: the rules live in messages-service.ts. */
export const messagesRoutes = (service: MessagesService) => {
  // A repeat of a write that answered a message answers it as it now stands (edited,
  // unsent, its reactions changed since), or 404 once it is no longer ours to see.
  const replay = (request: FastifyRequest, first: unknown) =>
    service.get(signedInUser(request), firstAnswerId(first));
  return contractRoutes(messagesContract, {
    list: async (request) => service.list(signedInUser(request), request.query),
    search: async (request) => service.search(signedInUser(request), request.query),
    unread: async (request) => service.unread(signedInUser(request)),
    pinnedNotes: async (request) => service.pinnedNotes(signedInUser(request)),
    get: async (request) => service.get(signedInUser(request), request.params.id),
    create: {
      handler: async (request, reply) =>
        reply.code(201).send(await service.create(signedInUser(request), request.body)),
      replay,
    },
    update: async (request) =>
      service.update(signedInUser(request), request.params.id, request.body),
    unsend: {
      handler: async (request) => service.unsend(signedInUser(request), request.params.id),
      replay,
    },
    setReaction: {
      handler: async (request) =>
        service.setReaction(signedInUser(request), request.params.id, request.body.emoji),
      replay,
    },
    removeReaction: {
      handler: async (request) => service.removeReaction(signedInUser(request), request.params.id),
      replay,
    },
    markRead: async (request) => service.markRead(signedInUser(request), request.body.upToId),
    openNote: {
      handler: async (request) => service.openNote(signedInUser(request), request.params.id),
      replay,
    },
    nudge: async (request, reply) =>
      reply.code(201).send(await service.nudge(signedInUser(request))),
  });
};
