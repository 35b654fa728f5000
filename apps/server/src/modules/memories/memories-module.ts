import fp from 'fastify-plugin';
import { memoryPhotosRule } from './memories-audience-repository.js';
import { createMemoriesRepository } from './memories-repository.js';
import type { MemoriesRepository } from './memories-repository.js';
import { memoriesRoutes, placesRoutes } from './memories-routes.js';
import { createMemoriesService } from './memories-service.js';
import { createMemorySocialRepository } from './memory-social-repository.js';
import type { MemorySocialRepository } from './memory-social-repository.js';
import { memorySocialRoutes } from './memory-social-routes.js';
import { createMemorySocialService } from './memory-social-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    memories: MemoriesRepository;
    memorySocial: MemorySocialRepository;
  }
}

/** The couple's memories with photos, and the partners' reactions and comments on them. */
export const memoriesModule = fp(
  async (app) => {
    const { env, transact, clock, repositories } = app.core;
    const memories = repositories.add('memories', createMemoriesRepository);
    const social = repositories.add('memorySocial', createMemorySocialRepository);
    app.uploads.allowViewing(memoryPhotosRule);
    const memoriesService = createMemoriesService({
      memories,
      uploadsService: app.uploads,
      transact,
      clock,
      social,
      notifier: app.notifier,
      log: app.log,
    });
    const memorySocialService = createMemorySocialService({
      memories,
      social,
      notifier: app.notifier,
      uploadsService: app.uploads,
      clock,
      log: app.log,
    });
    await app.register(memoriesRoutes(memoriesService), { prefix: '/api' });
    await app.register(placesRoutes(memoriesService, env.mapTiles), { prefix: '/api' });
    await app.register(memorySocialRoutes(memorySocialService), { prefix: '/api' });
  },
  {
    name: 'memories',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'notifications'],
  },
);
