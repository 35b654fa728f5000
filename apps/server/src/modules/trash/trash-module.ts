import fp from 'fastify-plugin';
import { registerTrashPurge } from './trash-purger.js';
import { createTrashRepository } from './trash-repository.js';
import type { TrashRepository } from './trash-repository.js';
import { trashRoutes } from './trash-routes.js';
import { createTrashService } from './trash-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    trash: TrashRepository;
  }
}

/** The trash: list, restore, delete for good, and the 30-day purge (`app.trashPurge`). */
export const trashModule = fp(
  async (app) => {
    const { transact, hub, clock, repositories } = app.core;
    const trashService = createTrashService({
      trash: repositories.add('trash', createTrashRepository),
      transact,
      uploadsService: app.uploads,
      events: hub,
      clock,
    });
    await app.register(
      trashRoutes({
        trashService,
      }),
      { prefix: '/api' },
    );
    registerTrashPurge(app, trashService);
  },
  { name: 'trash', fastify: '5.x', dependencies: ['core', 'authenticate', 'uploads'] },
);
