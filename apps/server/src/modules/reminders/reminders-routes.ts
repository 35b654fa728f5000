import { IDEMPOTENT_ROUTE } from '../../lib/contract-route.js';
import {
  createReminderBodySchema,
  idParamsSchema,
  messageResponseSchema,
  recurringBodySchema,
  reminderDateParamsSchema,
  reminderResponseSchema,
  reminderStatisticsResponseSchema,
  reminderTypeParamsSchema,
  remindersListQuerySchema,
  remindersListResponseSchema,
  remindersPageQuerySchema,
  searchQuerySchema,
  snoozeBodySchema,
  upcomingQuerySchema,
  updateReminderBodySchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { ReminderListsService } from './reminder-lists-service.js';
import type { RemindersService } from './reminders-service.js';

export interface RemindersRouteDeps {
  remindersService: RemindersService;
  reminderListsService: ReminderListsService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/reminders/*: thin; the rules live in reminders-service.ts. */
export function remindersRoutes(
  app: ZodApp,
  { remindersService: service, reminderListsService: lists, authenticate }: RemindersRouteDeps,
  done: () => void,
): void {
  const signedIn = { security: BEARER_AUTH, tags: ['reminders'] };
  const list = { 200: remindersListResponseSchema, ...errorResponses(401, 422) };
  const one = { 200: reminderResponseSchema, ...errorResponses(401, 404, 422) };

  app.get(
    '/reminders',
    {
      schema: {
        ...signedIn,
        summary: "The couple's reminders, a page at a time, by filter",
        querystring: remindersListQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.list(signedInUser(request), request.query),
  );

  app.get(
    '/reminders/upcoming',
    {
      schema: {
        ...signedIn,
        summary: 'Not completed and due within `days` (default 7), soonest first',
        querystring: upcomingQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.upcoming(signedInUser(request), request.query),
  );

  app.get(
    '/reminders/overdue',
    {
      schema: {
        ...signedIn,
        summary: 'Past and not completed, latest first',
        querystring: remindersPageQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.overdue(signedInUser(request), request.query),
  );

  app.get(
    '/reminders/type/:type',
    {
      schema: {
        ...signedIn,
        summary: 'By type',
        params: reminderTypeParamsSchema,
        querystring: remindersPageQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.byType(signedInUser(request), request.params.type, request.query),
  );

  app.get(
    '/reminders/date/:date',
    {
      schema: {
        ...signedIn,
        summary: "Due on a calendar day (YYYY-MM-DD) in the caller's time zone",
        params: reminderDateParamsSchema,
        querystring: remindersPageQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.byDate(signedInUser(request), request.params.date, request.query),
  );

  app.get(
    '/reminders/search',
    {
      schema: {
        ...signedIn,
        summary: 'Title and description, accents and case ignored, word prefixes',
        querystring: searchQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.search(signedInUser(request), request.query),
  );

  app.get(
    '/reminders/statistics',
    {
      schema: {
        ...signedIn,
        summary: 'Counts by status, type and month; completion rate',
        response: { 200: reminderStatisticsResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => lists.statistics(signedInUser(request)),
  );

  app.get(
    '/reminders/recurring',
    {
      schema: {
        ...signedIn,
        summary: 'The repeating ones',
        querystring: remindersPageQuerySchema,
        response: list,
      },
      onRequest: authenticate,
    },
    async (request) => lists.recurring(signedInUser(request), request.query),
  );

  app.get(
    '/reminders/:id',
    {
      schema: {
        ...signedIn,
        summary: 'One reminder of my couple',
        params: idParamsSchema,
        response: one,
      },
      onRequest: authenticate,
    },
    async (request) => service.get(signedInUser(request), request.params.id),
  );

  app.post(
    '/reminders',
    {
      schema: {
        ...signedIn,
        ...IDEMPOTENT_ROUTE.schema,
        summary: 'A reminder for the two of us (needs a connected couple); solar or lunar date',
        body: createReminderBodySchema,
        response: { 201: reminderResponseSchema, ...errorResponses(400, 401, 409, 422) },
      },
      onRequest: authenticate,
      config: IDEMPOTENT_ROUTE.config,
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(signedInUser(request), request.body)),
  );

  app.put(
    '/reminders/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Edit (either partner); only the fields sent change',
        params: idParamsSchema,
        body: updateReminderBodySchema,
        response: one,
      },
      onRequest: authenticate,
    },
    async (request) => service.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/reminders/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Delete (either partner)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => service.remove(signedInUser(request), request.params.id),
  );

  app.patch(
    '/reminders/:id/complete',
    {
      schema: {
        ...signedIn,
        ...IDEMPOTENT_ROUTE.schema,
        summary: 'Mark done; a repeating reminder moves on to its next occurrence',
        params: idParamsSchema,
        response: { ...one, ...errorResponses(409) },
      },
      onRequest: authenticate,
      config: IDEMPOTENT_ROUTE.config,
    },
    async (request) => service.complete(signedInUser(request), request.params.id),
  );

  app.patch(
    '/reminders/:id/incomplete',
    {
      schema: { ...signedIn, summary: 'Mark not done', params: idParamsSchema, response: one },
      onRequest: authenticate,
    },
    async (request) => service.incomplete(signedInUser(request), request.params.id),
  );

  app.patch(
    '/reminders/:id/snooze',
    {
      schema: {
        ...signedIn,
        summary: 'Due again at `snoozeUntil` (future); 400 for a completed reminder',
        params: idParamsSchema,
        body: snoozeBodySchema,
        response: { 200: reminderResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
      onRequest: authenticate,
    },
    async (request) =>
      service.snooze(signedInUser(request), request.params.id, request.body.snoozeUntil),
  );

  app.patch(
    '/reminders/:id/recurring',
    {
      schema: {
        ...signedIn,
        summary: 'Turn repeating on or off, or change how it repeats',
        params: idParamsSchema,
        body: recurringBodySchema,
        response: one,
      },
      onRequest: authenticate,
    },
    async (request) => service.setRecurring(signedInUser(request), request.params.id, request.body),
  );
  done();
}
