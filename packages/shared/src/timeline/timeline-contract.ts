import { endpoint } from '../contract/endpoint.js';
import { timelineQuerySchema, timelineResponseSchema } from './timeline-schemas.js';

/** /api/timeline: one stream of what the couple lived, newest first, keyset-paged. */
export const timelineContract = {
  page: endpoint({
    operationId: 'getTimeline',
    method: 'GET',
    path: '/timeline',
    summary:
      "Memories, reminders that have come due, published posts and milestones, newest first: `filter`, `limit` (1-50), `cursor` (the previous page's `nextCursor`; 400 INVALID_CURSOR when it is not one), `place` (only the memories at that place, accents and case ignored)",
    tags: ['timeline'],
    security: 'bearer',
    query: timelineQuerySchema,
    example: { query: { filter: 'all', limit: '5' } },
    responses: { 200: timelineResponseSchema },
    errors: [400, 401, 422],
  }),
};
