import { lettersContract } from '@doita/shared';
import { contractRoutes, firstAnswerId } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { LettersService } from './letters-service.js';

/** /api/letters, as declared in the shared contract: thin; the rules live in letters-service.ts. */
export const lettersRoutes = (lettersService: LettersService) =>
  contractRoutes(lettersContract, {
    list: async (request) => lettersService.list(signedInUser(request), request.query),
    openingDays: async (request) => lettersService.openingDays(signedInUser(request)),
    get: async (request) => lettersService.get(signedInUser(request), request.params.id),
    create: {
      handler: async (request, reply) =>
        reply.code(201).send(await lettersService.create(signedInUser(request), request.body)),
      // a repeat answers the letter as it now stands (rewritten since, or taken back: 404)
      replay: (request, first) => lettersService.get(signedInUser(request), firstAnswerId(first)),
    },
    update: async (request) =>
      lettersService.update(signedInUser(request), request.params.id, request.body),
    remove: async (request) => lettersService.remove(signedInUser(request), request.params.id),
  });
