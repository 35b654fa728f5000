import fp from 'fastify-plugin';
import { createQuestionsRepository } from './questions-repository.js';
import type { QuestionsRepository } from './questions-repository.js';
import { questionsRoutes } from './questions-routes.js';
import { createQuestionsService } from './questions-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    questions: QuestionsRepository;
  }
}

/** The daily question: today's question of a couple, answers, the skip and the history. */
export const questionsModule = fp(
  async (app) => {
    const { transact, clock, repositories } = app.core;
    const questionsService = createQuestionsService({
      questions: repositories.add('questions', createQuestionsRepository),
      transact,
      clock,
      notifier: app.notifier,
      log: app.log,
    });
    await app.register(questionsRoutes(questionsService), { prefix: '/api' });
  },
  {
    name: 'questions',
    fastify: '5.x',
    dependencies: ['core', 'authenticate', 'notifications'],
  },
);
