import { timelineQuerySchema, timelineResponseSchema } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { TimelineService } from './timeline-service.js';

export interface TimelineRouteDeps {
  timelineService: TimelineService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/timeline: one stream of what the couple lived, newest first, keyset-paged. */
export function timelineRoutes(
  app: ZodApp,
  { timelineService, authenticate }: TimelineRouteDeps,
  done: () => void,
): void {
  app.get(
    '/timeline',
    {
      schema: {
        security: BEARER_AUTH,
        tags: ['timeline'],
        summary:
          "Memories, reminders that have come due, published posts and milestones, newest first: `filter`, `limit` (1-50), `cursor` (the previous page's `nextCursor`; 400 INVALID_CURSOR when it is not one)",
        querystring: timelineQuerySchema,
        response: { 200: timelineResponseSchema, ...errorResponses(400, 401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => timelineService.page(signedInUser(request), request.query),
  );
  done();
}
