import fp from 'fastify-plugin';
import { createPushRepository } from './push-repository.js';
import type { PushRepository } from './push-repository.js';
import { pushRoutes } from './push-routes.js';
import { createPushService } from './push-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    push: PushRepository;
  }
}

/** /api/push: the browsers that get my notifications (the sender itself is in core). */
export const pushModule = fp(
  async (app) => {
    const { push, outbound, resolve, clock, repositories } = app.core;
    await app.register(
      pushRoutes({
        push,
        pushService: createPushService({
          pushRepository: repositories.add('push', createPushRepository),
          clock,
          policy: outbound,
          resolve,
        }),
      }),
      { prefix: '/api' },
    );
  },
  { name: 'push', fastify: '5.x', dependencies: ['core', 'authenticate'] },
);
