import { listContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { ListService } from './list-service.js';

/** /api/list-items, as declared in the shared contract; the rules live in list-service.ts. */
export const listRoutes = (service: ListService) =>
  contractRoutes(listContract, {
    list: async (request) => service.page(signedInUser(request), request.query),
    create: async (request, reply) =>
      reply.code(201).send(await service.create(signedInUser(request), request.body)),
    update: async (request) =>
      service.update(signedInUser(request), request.params.id, request.body),
    done: async (request) => service.done(signedInUser(request), request.params.id),
    undone: async (request) => service.undone(signedInUser(request), request.params.id),
    remove: async (request) => service.remove(signedInUser(request), request.params.id),
  });
