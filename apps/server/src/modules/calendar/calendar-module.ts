import fp from 'fastify-plugin';
import { createCalendarRepository } from './calendar-repository.js';
import type { CalendarRepository } from './calendar-repository.js';
import { calendarRoutes } from './calendar-routes.js';
import { createCalendarService } from './calendar-service.js';

declare module '../../db/repositories.js' {
  interface AreaRepositories {
    calendar: CalendarRepository;
  }
}

/** The reminders as an ICS feed behind a secret link. */
export const calendarModule = fp(
  async (app) => {
    const { env, clock, repositories } = app.core;
    await app.register(
      calendarRoutes({
        calendarService: createCalendarService({
          calendar: repositories.add('calendar', createCalendarRepository),
          reminders: repositories.get('reminders'),
          clock,
          publicUrl: env.publicUrl,
        }),
      }),
      { prefix: '/api' },
    );
  },
  { name: 'calendar', fastify: '5.x', dependencies: ['core', 'authenticate', 'reminders'] },
);
