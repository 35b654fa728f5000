import fp from 'fastify-plugin';
import { createDashboardRepository } from './dashboard-repository.js';
import type { DashboardRepository } from './dashboard-repository.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { createDashboardService } from './dashboard-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    dashboard: DashboardRepository;
  }
}

/** GET /api/dashboard: the home screen, read with the other modules' projections. */
export const dashboardModule = fp(
  async (app) => {
    const { clock, repositories } = app.core;
    await app.register(
      dashboardRoutes({
        dashboardService: createDashboardService({
          dashboard: repositories.add('dashboard', createDashboardRepository),
          uploadsService: app.uploads,
          occasions: app.reminderOccasions,
          clock,
        }),
      }),
      { prefix: '/api' },
    );
  },
  {
    name: 'dashboard',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'reminders'],
  },
);
