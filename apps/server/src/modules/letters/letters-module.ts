import fp from 'fastify-plugin';
import { createScheduler } from '../../lib/scheduler.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { letterPhotosRule } from './letters-audience-repository.js';
import { createLetterOpening } from './letters-opening.js';
import { createLettersRepository } from './letters-repository.js';
import type { LettersRepository } from './letters-repository.js';
import { lettersRoutes } from './letters-routes.js';
import { createLettersService } from './letters-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    letters: LettersRepository;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** tells recipients their letters opened: server.ts starts it; tests call runOnce() */
    letterOpenings: Scheduler;
  }
}

/** Letters for later: the letters, their photos' rule, and the job that opens them. */
export const lettersModule = fp(
  async (app) => {
    const { env, transact, clock, repositories } = app.core;
    const letters = repositories.add('letters', createLettersRepository);
    app.uploads.allowViewing(letterPhotosRule);
    const lettersService = createLettersService({
      letters,
      uploadsService: app.uploads,
      transact,
      clock,
      notifier: app.notifier,
      log: app.log,
    });
    const opening = createLetterOpening({ letters, notifier: app.notifier, clock });
    const scheduler = createScheduler({
      intervalMs: env.schedulerIntervalMs,
      task: () => opening.runOnce(),
      onError: (error) => app.log.error({ err: error }, 'letter opening failed'),
    });
    app.decorate('letterOpenings', scheduler);
    app.addHook('onClose', async () => {
      await scheduler.stop();
    });
    await app.register(lettersRoutes(lettersService), { prefix: '/api' });
  },
  {
    name: 'letters',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'uploads', 'notifications'],
  },
);
