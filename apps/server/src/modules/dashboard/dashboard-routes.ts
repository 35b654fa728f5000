import { dashboardResponseSchema } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { DashboardService } from './dashboard-service.js';

export interface DashboardRouteDeps {
  dashboardService: DashboardService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/dashboard: the home page in one call. */
export function dashboardRoutes(
  app: ZodApp,
  { dashboardService, authenticate }: DashboardRouteDeps,
  done: () => void,
): void {
  app.get(
    '/dashboard',
    {
      schema: {
        security: BEARER_AUTH,
        tags: ['dashboard'],
        summary:
          'The home page: counts, recent activity, the next reminders, on this day and the couple time, in my time zone',
        response: { 200: dashboardResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => dashboardService.get(signedInUser(request)),
  );
  done();
}
