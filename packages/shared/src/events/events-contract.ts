import { z } from 'zod';
import { endpoint } from '../contract/endpoint.js';
import { eventsQuerySchema, eventsTicketResponseSchema } from '../delivery/delivery-schemas.js';

const tags = ['events'] as const;

/** POST /api/events/ticket and GET /api/events?ticket=…: Server-Sent Events. */
export const eventsContract = {
  ticket: endpoint({
    operationId: 'createEventsTicket',
    method: 'POST',
    path: '/events/ticket',
    summary: 'A ticket (valid 60 s, good once) to open the event stream with',
    tags,
    security: 'bearer',
    responses: { 200: eventsTicketResponseSchema },
    errors: [401],
  }),
  stream: endpoint({
    operationId: 'streamEvents',
    method: 'GET',
    path: '/events',
    summary:
      'The event stream (text/event-stream): first `hello` (`changedAgoMs` when its topics ' +
      'changed lately), then `changed`, `notification` and `reminders` events; ' +
      '`closed` (reason `replaced` or `signed_out`) before the server ends it. At most 5 a person.',
    description:
      'EventSource cannot send a header: the single-use ticket of POST /events/ticket in the ' +
      'query is the credential.',
    tags,
    security: 'none',
    query: eventsQuerySchema,
    example: { query: { ticket: 'not-a-ticket' } },
    responses: { 200: z.string().describe('text/event-stream') },
    errors: [401, 422],
    raw: true,
  }),
};
