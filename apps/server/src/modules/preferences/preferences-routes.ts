import { preferencesContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { PreferencesService } from './preferences-service.js';

/** GET/PUT /api/user/preferences, as declared in the shared contract. */
export const preferencesRoutes = ({
  preferencesService,
}: {
  preferencesService: PreferencesService;
}) =>
  contractRoutes(preferencesContract, {
    get: (request) => Promise.resolve(preferencesService.get(signedInUser(request))),
    update: async (request) => preferencesService.update(signedInUser(request), request.body),
  });
