import { messagesContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { MessagesService } from './messages-service.js';

/** /api/messages and /api/nudges, as declared in the shared contract: the rules live in messages-service.ts. */
export const messagesRoutes = (service: MessagesService) =>
  contractRoutes(messagesContract, {
    list: async (request) => service.list(signedInUser(request), request.query),
    search: async (request) => service.search(signedInUser(request), request.query),
    unread: async (request) => service.unread(signedInUser(request)),
    pinnedNotes: async (request) => service.pinnedNotes(signedInUser(request)),
    get: async (request) => service.get(signedInUser(request), request.params.id),
    create: async (request, reply) =>
      reply.code(201).send(await service.create(signedInUser(request), request.body)),
    update: async (request) =>
      service.update(signedInUser(request), request.params.id, request.body),
    unsend: async (request) => service.unsend(signedInUser(request), request.params.id),
    setReaction: async (request) =>
      service.setReaction(signedInUser(request), request.params.id, request.body.emoji),
    removeReaction: async (request) =>
      service.removeReaction(signedInUser(request), request.params.id),
    markRead: async (request) => service.markRead(signedInUser(request), request.body.upToId),
    openNote: async (request) => service.openNote(signedInUser(request), request.params.id),
    nudge: async (request, reply) =>
      reply.code(201).send(await service.nudge(signedInUser(request))),
  });
