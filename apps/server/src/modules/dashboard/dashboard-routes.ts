import { dashboardContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { DashboardService } from './dashboard-service.js';

export interface DashboardRouteDeps {
  dashboardService: DashboardService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/dashboard: the home page in one call, as declared in the shared contract. */
export function dashboardRoutes(
  app: ZodApp,
  { dashboardService, authenticate }: DashboardRouteDeps,
  done: () => void,
): void {
  handle(app, contract.get, { authenticate }, async (request) =>
    dashboardService.get(signedInUser(request)),
  );
  done();
}
