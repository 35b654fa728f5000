import fp from 'fastify-plugin';
import { createEventsRepository } from './events-repository.js';
import type { EventsRepository } from './events-repository.js';
import { eventsRoutes } from './events-routes.js';
import { createEventTickets } from './events-tickets.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    events: EventsRepository;
  }
}

/**
 * The event stream (Server-Sent Events) and its tickets. The hub and the stream registry
 * are in core: sessions and account deletion end streams without depending on this module.
 */
export const eventsModule = fp(
  async (app) => {
    const { hub, streams, clock, repositories } = app.core;
    await app.register(
      eventsRoutes({
        tickets: createEventTickets(repositories.add('events', createEventsRepository), clock),
        hub,
        streams,
        users: repositories.get('users'),
      }),
      { prefix: '/api' },
    );
  },
  { name: 'events', fastify: '5.x', dependencies: ['core', 'authenticate'] },
);
