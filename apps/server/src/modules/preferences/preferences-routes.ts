import { preferencesResponseSchema, updatePreferencesBodySchema } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { PreferencesService } from './preferences-service.js';

/** GET/PUT /api/user/preferences. */
export function preferencesRoutes(
  app: ZodApp,
  {
    preferencesService,
    authenticate,
  }: { preferencesService: PreferencesService; authenticate: onRequestAsyncHookHandler },
  done: () => void,
): void {
  const signedIn = { security: BEARER_AUTH, tags: ['users'] };
  app.get(
    '/user/preferences',
    {
      schema: {
        ...signedIn,
        summary: 'My preferences: theme, language, time zone, notifications, profile visibility',
        response: { 200: preferencesResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    (request) => Promise.resolve(preferencesService.get(signedInUser(request))),
  );
  app.put(
    '/user/preferences',
    {
      schema: {
        ...signedIn,
        summary: 'Change preferences; only what is sent changes (notification toggles merge)',
        body: updatePreferencesBodySchema,
        response: { 200: preferencesResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => preferencesService.update(signedInUser(request), request.body),
  );
  done();
}
