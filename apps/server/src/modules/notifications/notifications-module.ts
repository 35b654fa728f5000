import fp from 'fastify-plugin';
import { createMilestoneDelivery } from './milestone-delivery.js';
import { createNotificationsRepository } from './notifications-repository.js';
import type { NotificationsRepository } from './notifications-repository.js';
import { notificationsRoutes } from './notifications-routes.js';
import { createNotificationsService } from './notifications-service.js';
import { createNotifier } from './notifier.js';
import type { Notifier } from './notifier.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    notifications: NotificationsRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** what partners tell each other: every module notifies through it (notifier.ts) */
    notifier: Notifier;
    /** the 100th day, each anniversary: run with the reminder scheduler */
    milestones: ReturnType<typeof createMilestoneDelivery>;
  }
}

/** The bell: notifications, the notifier the other modules use, the milestone job. */
export const notificationsModule = fp(
  async (app) => {
    const { transact, hub, push, background, clock, repositories } = app.core;
    const notifications = repositories.add('notifications', createNotificationsRepository);
    const notifier = createNotifier({
      notifications,
      transact,
      users: repositories.get('users'),
      subscriptions: repositories.get('push'),
      events: hub,
      push,
      background,
      clock,
    });
    app.decorate('notifier', notifier);
    app.decorate(
      'milestones',
      createMilestoneDelivery({ milestones: notifications, notifier, clock }),
    );
    await app.register(
      notificationsRoutes({
        notificationsService: createNotificationsService({ notifications, clock }),
      }),
      { prefix: '/api' },
    );
  },
  {
    name: 'notifications',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'users-repository', 'push'],
  },
);
