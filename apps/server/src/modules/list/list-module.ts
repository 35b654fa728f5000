import fp from 'fastify-plugin';
import { createListRepository } from './list-repository.js';
import type { ListRepository } from './list-repository.js';
import { listRoutes } from './list-routes.js';
import { createListService } from './list-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    list: ListRepository;
  }
}

/** Our list: the couple's things to do together (/api/list-items). */
export const listModule = fp(
  async (app) => {
    const { clock, repositories } = app.core;
    const service = createListService({
      list: repositories.add('list', createListRepository),
      clock,
      notifier: app.notifier,
      log: app.log,
    });
    await app.register(listRoutes(service), { prefix: '/api' });
  },
  {
    name: 'list',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'notifications'],
  },
);
