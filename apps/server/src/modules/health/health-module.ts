import fp from 'fastify-plugin';
import { healthRoutes } from './health-routes.js';

/** GET /api/health/live and /ready: outside every rate limit, for monitors. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes({ database: app.core.database }), { prefix: '/api' });
  },
  { name: 'health', fastify: '5.x', dependencies: ['core'] },
);
