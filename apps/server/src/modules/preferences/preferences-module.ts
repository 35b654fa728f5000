import fp from 'fastify-plugin';
import { preferencesRoutes } from './preferences-routes.js';
import { createPreferencesService } from './preferences-service.js';

/** /api/preferences: the notification toggles and delivery settings. */
export const preferencesModule = fp(
  async (app) => {
    const { clock, repositories } = app.core;
    await app.register(
      preferencesRoutes({
        preferencesService: createPreferencesService({
          users: repositories.get('users'),
          clock,
        }),
      }),
      { prefix: '/api' },
    );
  },
  {
    name: 'preferences',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'users-repository'],
  },
);
