import { preferencesContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { PreferencesService } from './preferences-service.js';

/** GET/PUT /api/user/preferences, as declared in the shared contract. */
export function preferencesRoutes(
  app: ZodApp,
  {
    preferencesService,
    authenticate,
  }: { preferencesService: PreferencesService; authenticate: onRequestAsyncHookHandler },
  done: () => void,
): void {
  handle(app, contract.get, { authenticate }, (request) =>
    Promise.resolve(preferencesService.get(signedInUser(request))),
  );
  handle(app, contract.update, { authenticate }, async (request) =>
    preferencesService.update(signedInUser(request), request.body),
  );
  done();
}
