import { memoriesContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { MemoriesService } from './memories-service.js';

export interface MemoriesRouteDeps {
  memoriesService: MemoriesService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/memories/* (spec section 7), as declared in the shared contract: thin; the rules live in memories-service.ts. */
export function memoriesRoutes(
  app: ZodApp,
  { memoriesService, authenticate }: MemoriesRouteDeps,
  done: () => void,
): void {
  const withAuth = { authenticate };

  handle(app, contract.list, withAuth, async (request) =>
    memoriesService.list(signedInUser(request), request.query),
  );

  handle(app, contract.search, withAuth, async (request) =>
    memoriesService.search(signedInUser(request), request.query),
  );

  handle(app, contract.tags, withAuth, async (request) =>
    memoriesService.tags(signedInUser(request)),
  );

  handle(app, contract.byTag, withAuth, async (request) =>
    memoriesService.byTag(signedInUser(request), request.params.tag, request.query),
  );

  handle(app, contract.timeline, withAuth, async (request) =>
    memoriesService.timeline(signedInUser(request), request.query),
  );

  handle(app, contract.statistics, withAuth, async (request) =>
    memoriesService.statistics(signedInUser(request)),
  );

  handle(app, contract.get, withAuth, async (request) =>
    memoriesService.get(signedInUser(request), request.params.id),
  );

  handle(app, contract.create, withAuth, async (request, reply) =>
    reply.code(201).send(await memoriesService.create(signedInUser(request), request.body)),
  );

  handle(app, contract.update, withAuth, async (request) =>
    memoriesService.update(signedInUser(request), request.params.id, request.body),
  );

  handle(app, contract.remove, withAuth, async (request) =>
    memoriesService.remove(signedInUser(request), request.params.id),
  );

  handle(app, contract.toggleFavorite, withAuth, async (request) =>
    memoriesService.toggleFavorite(signedInUser(request), request.params.id),
  );
  done();
}
