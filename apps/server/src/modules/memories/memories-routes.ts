import { memoriesContract, placesContract } from '@doita/shared';
import { contractRoutes, firstAnswerId } from '../../lib/contract-route.js';
import { signedInUser, signingIn } from '../auth/index.js';
import type { Env } from '../../env.js';
import type { MemoriesService } from './memories-service.js';

/** /api/memories/*, as declared in the shared contract: thin; the rules live in memories-service.ts. */
export const memoriesRoutes = (memoriesService: MemoriesService) =>
  contractRoutes(memoriesContract, {
    list: async (request) => memoriesService.list(signedInUser(request), request.query),
    // the search reads its caller in its own statement: one round trip, not two
    search: {
      signsInItself: true,
      handler: async (request) => memoriesService.search(signingIn(request), request.query),
    },
    tags: async (request) => memoriesService.tags(signedInUser(request)),
    // a tag is a path parameter: signed in first, so a bad token is 401 before a bad tag is 422
    byTag: async (request) =>
      memoriesService.byTag(signedInUser(request), request.params.tag, request.query),
    timeline: async (request) => memoriesService.timeline(signedInUser(request), request.query),
    statistics: async (request) => memoriesService.statistics(signedInUser(request)),
    // the map reads its caller in its own statement: one round trip, not two
    places: {
      signsInItself: true,
      handler: async (request) => memoriesService.placesSigningIn(signingIn(request)),
    },
    get: async (request) => memoriesService.get(signedInUser(request), request.params.id),
    create: {
      handler: async (request, reply) =>
        reply.code(201).send(await memoriesService.create(signedInUser(request), request.body)),
      // a repeat answers the memory as it now stands (edited since, or gone: 404)
      replay: (request, first) =>
        memoriesService.get(signedInUser(request), firstAnswerId(first, 'memory')),
    },
    update: async (request) =>
      memoriesService.update(signedInUser(request), request.params.id, request.body),
    remove: async (request) => memoriesService.remove(signedInUser(request), request.params.id),
    toggleFavorite: {
      handler: async (request) =>
        memoriesService.toggleFavorite(signedInUser(request), request.params.id),
      // a repeat flips nothing: it answers the memory as it now stands, its photos signed for
      // the session asking now (the first answer's links end with the session that got them)
      replay: (request) => memoriesService.get(signedInUser(request), request.params.id),
    },
  });

/** /api/places: the gazetteer and our own places, for choosing a memory's place. */
export const placesRoutes = (memoriesService: MemoriesService, mapTiles: Env['mapTiles']) =>
  contractRoutes(placesContract, {
    search: async (request) => memoriesService.searchPlaces(signedInUser(request), request.query.q),
    map: () =>
      Promise.resolve({
        tiles: mapTiles ? { url: mapTiles.url, attribution: mapTiles.attribution } : null,
      }),
  });
