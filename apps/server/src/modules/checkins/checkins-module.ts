import fp from 'fastify-plugin';
import { createCheckinsRepository } from './checkins-repository.js';
import type { CheckinsRepository } from './checkins-repository.js';
import { checkinsRoutes } from './checkins-routes.js';
import { createCheckinsService } from './checkins-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    checkins: CheckinsRepository;
  }
}

/** Check-ins: each partner's mood of the day (PUT /checkins/today, GET /checkins). */
export const checkinsModule = fp(
  async (app) => {
    const { clock, repositories } = app.core;
    const service = createCheckinsService({
      checkins: repositories.add('checkins', createCheckinsRepository),
      clock,
      notifier: app.notifier,
      log: app.log,
    });
    await app.register(checkinsRoutes(service), { prefix: '/api' });
  },
  {
    name: 'checkins',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'notifications'],
  },
);
