import { trashContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { TrashService } from './trash-service.js';

export interface TrashRouteDeps {
  trashService: TrashService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/trash/*: what I deleted, to restore or delete for good (issue 18). */
export function trashRoutes(
  app: ZodApp,
  { trashService, authenticate }: TrashRouteDeps,
  done: () => void,
): void {
  handle(app, contract.list, { authenticate }, async (request) =>
    trashService.list(signedInUser(request)),
  );
  handle(app, contract.restore, { authenticate }, async (request) =>
    trashService.restore(signedInUser(request), request.params.kind, request.params.id),
  );
  handle(app, contract.purge, { authenticate }, async (request) =>
    trashService.remove(signedInUser(request), request.params.kind, request.params.id),
  );
  done();
}
