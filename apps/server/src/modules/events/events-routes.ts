import type { ServerResponse } from 'node:http';
import {
  EVENTS_TICKET_TTL_SECONDS,
  eventsQuerySchema,
  eventsTicketResponseSchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.js';
import type { RealtimeHub, RealtimeMessage } from '../../lib/events.js';
import { coupleTopic, userTopic } from '../../lib/events.js';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { UsersRepository } from '../users/users-repository.js';
import type { EventTickets } from './events-tickets.js';

export interface EventsRouteDeps {
  tickets: EventTickets;
  hub: Pick<RealtimeHub, 'subscribe'>;
  users: Pick<UsersRepository, 'findById'>;
  authenticate: onRequestAsyncHookHandler;
}

const HEARTBEAT_MS = 25_000;

/**
 * POST /api/events/ticket and GET /api/events?ticket=…: Server-Sent Events. Each event
 * names what changed (`notification`, `reminders`); the page fetches it through the API.
 */
export function eventsRoutes(app: ZodApp, deps: EventsRouteDeps, done: () => void): void {
  const streams = new Set<ServerResponse>();
  // Open streams would hold a shutdown for its whole grace period: end them first.
  app.addHook('preClose', (hookDone) => {
    for (const stream of streams) stream.end();
    hookDone();
  });

  app.post(
    '/events/ticket',
    {
      schema: {
        security: BEARER_AUTH,
        tags: ['events'],
        summary: 'A ticket (valid 60 s) to open the event stream with',
        response: { 200: eventsTicketResponseSchema, ...errorResponses(401) },
      },
      onRequest: deps.authenticate,
    },
    async (request) => ({
      ticket: await deps.tickets.issue(signedInUser(request).id),
      expiresIn: EVENTS_TICKET_TTL_SECONDS,
    }),
  );

  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'The event stream (text/event-stream): `notification` and `reminders` events',
        querystring: eventsQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const userId = await deps.tickets.verify(request.query.ticket);
      const user = userId ? await deps.users.findById(userId) : undefined;
      if (!user) throw unauthorized();
      const topics = [userTopic(user.id), ...(user.coupleId ? [coupleTopic(user.coupleId)] : [])];

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 5000\n: connected\n\n');
      const send = (message: RealtimeMessage) =>
        raw.write(`event: ${message.event}\ndata: ${JSON.stringify(message.data ?? {})}\n\n`);
      const unsubscribe = deps.hub.subscribe(topics, send);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      streams.add(raw);
      raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(raw);
      });
    },
  );
  done();
}
