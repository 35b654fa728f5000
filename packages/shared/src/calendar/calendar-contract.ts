import { z } from 'zod';
import { messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  calendarFeedParamsSchema,
  calendarStatusResponseSchema,
  calendarSubscriptionResponseSchema,
} from '../delivery/delivery-schemas.js';

const tags = ['calendar'] as const;

/** /api/calendar/*: the subscribe-able feed and its secret link. */
export const calendarContract = {
  status: endpoint({
    operationId: 'getCalendarSubscription',
    method: 'GET',
    path: '/calendar/subscription',
    summary: 'Whether my calendar link is on, and since when',
    tags,
    security: 'bearer',
    responses: { 200: calendarStatusResponseSchema },
    errors: [401],
  }),
  subscribe: endpoint({
    operationId: 'createCalendarSubscription',
    method: 'POST',
    path: '/calendar/subscription',
    summary: 'A new secret calendar link (the old one stops working)',
    tags,
    security: 'bearer',
    responses: { 200: calendarSubscriptionResponseSchema },
    errors: [401],
  }),
  unsubscribe: endpoint({
    operationId: 'deleteCalendarSubscription',
    method: 'DELETE',
    path: '/calendar/subscription',
    summary: 'Turn my calendar link off',
    tags,
    security: 'bearer',
    responses: { 200: messageResponseSchema },
    errors: [401],
  }),
  feed: endpoint({
    operationId: 'getCalendarFeed',
    method: 'GET',
    path: '/calendar/:token.ics',
    summary: "The couple's reminders as iCalendar (RFC 5545); the link's secret is the credential",
    tags,
    security: 'none',
    params: calendarFeedParamsSchema,
    responses: { 200: z.string().describe('text/calendar') },
    errors: [404, 422],
    raw: true,
  }),
};
