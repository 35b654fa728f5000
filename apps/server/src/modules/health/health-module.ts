import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes.js';

/** GET /api/health/live and /ready: outside every rate limit, for monitors. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes, { prefix: '/api', database: app.core.database });
  },
  { name: 'health', fastify: '5.x', dependencies: ['core'] },
);
