import {
  calendarFeedParamsSchema,
  calendarStatusResponseSchema,
  calendarSubscriptionResponseSchema,
  messageResponseSchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { CalendarService } from './calendar-service.js';

/** /api/calendar/*: the subscribe-able feed and its secret link. */
export function calendarRoutes(
  app: ZodApp,
  {
    calendarService: service,
    authenticate,
  }: { calendarService: CalendarService; authenticate: onRequestAsyncHookHandler },
  done: () => void,
): void {
  const signedIn = { security: BEARER_AUTH, tags: ['calendar'] };

  app.get(
    '/calendar/subscription',
    {
      schema: {
        ...signedIn,
        summary: 'Whether my calendar link is on, and since when',
        response: { 200: calendarStatusResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => service.status(signedInUser(request).id),
  );

  app.post(
    '/calendar/subscription',
    {
      schema: {
        ...signedIn,
        summary: 'A new secret calendar link (the old one stops working)',
        response: { 200: calendarSubscriptionResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => service.subscribe(signedInUser(request).id),
  );

  app.delete(
    '/calendar/subscription',
    {
      schema: {
        ...signedIn,
        summary: 'Turn my calendar link off',
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => service.unsubscribe(signedInUser(request).id),
  );

  app.get(
    '/calendar/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary:
          "The couple's reminders as iCalendar (RFC 5545); the link's secret is the credential",
        params: calendarFeedParamsSchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const body = await service.feed(request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="doita.ics"')
        .send(body);
    },
  );
  done();
}
