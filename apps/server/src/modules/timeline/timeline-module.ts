import fp from 'fastify-plugin';
import { createTimelineRepository } from './timeline-repository.js';
import type { TimelineRepository } from './timeline-repository.js';
import { timelineRoutes } from './timeline-routes.js';
import { createTimelineService } from './timeline-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    timeline: TimelineRepository;
  }
}

/** GET /api/timeline: memories, reminders and posts in one keyset-paged list. */
export const timelineModule = fp(
  async (app) => {
    const { clock, repositories } = app.core;
    await app.register(
      timelineRoutes({
        timelineService: createTimelineService({
          timeline: repositories.add('timeline', createTimelineRepository),
          uploadsService: app.uploads,
          clock,
        }),
      }),
      { prefix: '/api' },
    );
  },
  { name: 'timeline', fastify: '5.x', dependencies: ['core', 'authenticate', 'uploads'] },
);
