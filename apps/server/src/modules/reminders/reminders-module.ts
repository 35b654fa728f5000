import fp from 'fastify-plugin';
import { createScheduler } from '../../lib/scheduler.js';
import { createDeliveryRepository } from './delivery-repository.js';
import type { DeliveryRepository } from './delivery-repository.js';
import { reminderHistoryRoutes } from './reminder-history-routes.js';
import { createReminderListsService } from './reminder-lists-service.js';
import { createReminderOccasions } from './reminder-occasions.js';
import type { ReminderOccasions } from './reminder-occasions.js';
import { createReminderDelivery } from './reminders-delivery.js';
import { createRemindersRepository } from './reminders-repository.js';
import type { RemindersRepository } from './reminders-repository.js';
import { remindersRoutes } from './reminders-routes.js';
import { createRemindersService } from './reminders-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    reminders: RemindersRepository;
    delivery: DeliveryRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the anniversary and birthdays, computed when asked (the dashboard shows them) */
    reminderOccasions: ReminderOccasions;
  }
}

/**
 * Reminders: the lists, the actions, the history, and the scheduler that
 * delivers them (`app.reminderScheduler`, started by server.ts; tests call runOnce()),
 * which also runs the notifications module's milestones.
 */
export const remindersModule = fp(
  async (app) => {
    const { env, transact, hub, push, mailer, background, clock, repositories } = app.core;
    const reminders = repositories.add('reminders', createRemindersRepository);
    repositories.add('delivery', createDeliveryRepository);
    const occasions = createReminderOccasions({ reminders, clock });
    app.decorate('reminderOccasions', occasions);
    const remindersService = createRemindersService({
      reminders,
      transact,
      clock,
      events: hub,
      uploadsService: app.uploads,
    });
    const reminderDelivery = createReminderDelivery({
      users: repositories.get('users'),
      subscriptions: repositories.get('push'),
      transact,
      clock,
      events: hub,
      push,
      mailer,
      background,
      publicUrl: env.publicUrl,
      batchSize: env.schedulerBatchSize,
      log: app.log,
    });
    const milestones = app.milestones;
    const scheduler = createScheduler({
      intervalMs: env.schedulerIntervalMs,
      task: async () => {
        const started = performance.now();
        const delivered = await reminderDelivery.runOnce();
        await milestones.runOnce();
        if (delivered > 0) {
          const ms = Math.round(performance.now() - started);
          app.log.info({ delivered, ms }, 'reminders delivered');
        }
        return delivered;
      },
      onError: (error) => app.log.error({ err: error }, 'reminder delivery failed'),
    });
    app.decorate('reminderScheduler', scheduler);
    app.addHook('onClose', async () => {
      await scheduler.stop();
    });
    await app.register(
      remindersRoutes({
        remindersService,
        reminderListsService: createReminderListsService({
          reminders,
          uploadsService: app.uploads,
          occasions,
          clock,
        }),
      }),
      { prefix: '/api' },
    );
    await app.register(reminderHistoryRoutes(remindersService), { prefix: '/api' });
  },
  {
    name: 'reminders',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'users-repository', 'uploads', 'notifications', 'push'],
  },
);
