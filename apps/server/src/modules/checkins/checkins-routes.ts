import { checkinsContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { CheckinsService } from './checkins-service.js';

/** /api/checkins, as declared in the shared contract; the rules live in checkins-service.ts. */
export const checkinsRoutes = (service: CheckinsService) =>
  contractRoutes(checkinsContract, {
    setToday: async (request) => service.setToday(signedInUser(request), request.body),
    list: async (request) => service.list(signedInUser(request), request.query),
  });
