import { trashContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { TrashService } from './trash-service.js';

export interface TrashRouteDeps {
  trashService: TrashService;
}

/** /api/trash/*: what I deleted, to restore or delete for good. */
export const trashRoutes = ({ trashService }: TrashRouteDeps) =>
  contractRoutes(trashContract, {
    list: async (request) => trashService.list(signedInUser(request)),
    restore: async (request) =>
      trashService.restore(signedInUser(request), request.params.kind, request.params.id),
    purge: async (request) =>
      trashService.remove(signedInUser(request), request.params.kind, request.params.id),
  });
