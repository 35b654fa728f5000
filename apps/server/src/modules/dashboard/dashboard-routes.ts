import { dashboardContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { DashboardService } from './dashboard-service.js';

export interface DashboardRouteDeps {
  dashboardService: DashboardService;
}

/** /api/dashboard: the home page in one call, as declared in the shared contract. */
export const dashboardRoutes = ({ dashboardService }: DashboardRouteDeps) =>
  contractRoutes(dashboardContract, {
    get: async (request) => dashboardService.get(signedInUser(request)),
  });
