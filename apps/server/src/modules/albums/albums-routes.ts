import { albumsContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { AlbumsService } from './albums-service.js';

/** /api/albums, as declared in the shared contract: thin; the rules live in albums-service.ts. */
export const albumsRoutes = (albumsService: AlbumsService) =>
  contractRoutes(albumsContract, {
    list: async (request) => albumsService.list(signedInUser(request), request.query),
    get: async (request) =>
      albumsService.get(signedInUser(request), request.params.id, request.query),
    create: async (request, reply) =>
      reply.code(201).send(await albumsService.create(signedInUser(request), request.body)),
    update: async (request) =>
      albumsService.update(signedInUser(request), request.params.id, request.body),
    remove: async (request) => albumsService.remove(signedInUser(request), request.params.id),
    setMemories: async (request) =>
      albumsService.setMemories(signedInUser(request), request.params.id, request.body.memoryIds),
    addMemories: async (request) =>
      albumsService.addMemories(signedInUser(request), request.params.id, request.body.memoryIds),
    removeMemory: async (request) =>
      albumsService.removeMemory(signedInUser(request), request.params.id, request.params.memoryId),
  });
