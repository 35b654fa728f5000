import fp from 'fastify-plugin';
import { createPreferencesRepository } from './preferences-repository.js';
import type { PreferencesRepository } from './preferences-repository.js';
import { preferencesRoutes } from './preferences-routes.js';
import { createPreferencesService } from './preferences-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    preferences: PreferencesRepository;
  }
}

/** /api/preferences: the notification toggles and delivery settings. */
export const preferencesModule = fp(
  async (app) => {
    const { clock, repositories } = app.core;
    await app.register(
      preferencesRoutes({
        preferencesService: createPreferencesService({
          preferences: repositories.add('preferences', createPreferencesRepository),
          clock,
        }),
      }),
      { prefix: '/api' },
    );
  },
  { name: 'preferences', fastify: '5.x', dependencies: ['core', 'authenticate'] },
);
