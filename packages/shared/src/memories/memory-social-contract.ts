import { idParamsSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  commentBodySchema,
  commentCursorQuerySchema,
  commentParamsSchema,
  reactionsResponseSchema,
  setReactionBodySchema,
} from '../social/social-schemas.js';
import {
  memoryCommentDeletedResponseSchema,
  memoryCommentResponseSchema,
  memoryCommentsResponseSchema,
} from './memory-social-schemas.js';

const tags = ['memories'] as const;

/**
 * /api/memories/:id/reaction and /comments: the partner answers a shared memory.
 * A stranger's memory is 404; a private one takes no reaction or comment (404 to the
 * partner, who cannot see it; 400 to its author).
 */
export const memorySocialContract = {
  setReaction: endpoint({
    operationId: 'setMemoryReaction',
    method: 'PUT',
    path: '/memories/:id/reaction',
    summary: 'Set my reaction to a shared memory (one per person; a new one replaces it)',
    tags,
    security: 'bearer',
    // the blog's limits: a reaction is a tap, a comment a sentence
    rateLimit: { max: 300, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    body: setReactionBodySchema,
    example: { body: { emoji: '❤️' } },
    responses: { 200: reactionsResponseSchema },
    errors: [400, 401, 404, 422, 429],
  }),
  removeReaction: endpoint({
    operationId: 'removeMemoryReaction',
    method: 'DELETE',
    path: '/memories/:id/reaction',
    summary: 'Take my reaction back (nothing happens when there was none)',
    tags,
    security: 'bearer',
    rateLimit: { max: 300, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    responses: { 200: reactionsResponseSchema },
    errors: [400, 401, 404, 422, 429],
  }),
  listComments: endpoint({
    operationId: 'listMemoryComments',
    method: 'GET',
    path: '/memories/:id/comments',
    summary: 'Comments on a memory I may see, oldest first (keyset pages)',
    tags,
    security: 'bearer',
    params: idParamsSchema,
    query: commentCursorQuerySchema,
    example: { query: { limit: '5' } },
    responses: { 200: memoryCommentsResponseSchema },
    errors: [401, 404, 422],
  }),
  createComment: endpoint({
    operationId: 'createMemoryComment',
    method: 'POST',
    path: '/memories/:id/comments',
    summary: 'Comment on a shared memory (plain text, at most 2000 characters)',
    tags,
    security: 'bearer',
    rateLimit: { max: 60, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    body: commentBodySchema,
    example: { body: { content: 'Nhớ quá 😍' } },
    responses: { 201: memoryCommentResponseSchema },
    errors: [400, 401, 404, 422, 429],
  }),
  updateComment: endpoint({
    operationId: 'updateMemoryComment',
    method: 'PUT',
    path: '/memories/:id/comments/:commentId',
    summary: 'Edit my own comment (403 for anyone else’s)',
    tags,
    security: 'bearer',
    rateLimit: { max: 60, timeWindow: '15 minutes', per: 'user' },
    params: commentParamsSchema,
    body: commentBodySchema,
    example: { body: { content: 'Nhớ lắm' } },
    responses: { 200: memoryCommentResponseSchema },
    errors: [401, 403, 404, 422, 429],
  }),
  deleteComment: endpoint({
    operationId: 'deleteMemoryComment',
    method: 'DELETE',
    path: '/memories/:id/comments/:commentId',
    summary: 'Remove my comment, or any comment on my memory (403 otherwise)',
    tags,
    security: 'bearer',
    rateLimit: { max: 60, timeWindow: '15 minutes', per: 'user' },
    params: commentParamsSchema,
    responses: { 200: memoryCommentDeletedResponseSchema },
    errors: [401, 403, 404, 422, 429],
  }),
};
