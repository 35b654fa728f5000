import { idParamsSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import { commentBodySchema, commentParamsSchema } from '../social/social-schemas.js';
import { imageBytesSchema } from '../uploads/uploads-schemas.js';
import {
  blogCommentDeletedResponseSchema,
  blogCommentResponseSchema,
  blogCommentsQuerySchema,
  blogCommentsResponseSchema,
  blogLikeResponseSchema,
} from './blog-schemas.js';

const tags = ['blog'] as const;

/** Likes, comments and the shareable cover of a post. */
export const blogSocialContract = {
  like: endpoint({
    operationId: 'likeBlogPost',
    method: 'POST',
    path: '/blog/posts/:id/like',
    summary: 'Like a post I may see (liking twice keeps one like)',
    tags,
    security: 'bearer',
    rateLimit: { max: 300, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    responses: { 200: blogLikeResponseSchema },
    errors: [401, 404, 409, 422, 429],
    idempotent: true,
  }),
  unlike: endpoint({
    operationId: 'unlikeBlogPost',
    method: 'DELETE',
    path: '/blog/posts/:id/like',
    summary: 'Take my like back (nothing happens when there was none)',
    tags,
    security: 'bearer',
    rateLimit: { max: 300, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    responses: { 200: blogLikeResponseSchema },
    errors: [401, 404, 422, 429],
  }),
  comments: endpoint({
    operationId: 'listBlogComments',
    method: 'GET',
    path: '/blog/posts/:id/comments',
    summary: 'Comments of a post I may see, oldest first, by page (guests read public ones)',
    tags,
    security: 'optional',
    params: idParamsSchema,
    query: blogCommentsQuerySchema,
    responses: { 200: blogCommentsResponseSchema },
    errors: [401, 404, 422],
  }),
  addComment: endpoint({
    operationId: 'createBlogComment',
    method: 'POST',
    path: '/blog/posts/:id/comments',
    summary: 'Comment on a post I may see (plain text, at most 2000 characters)',
    tags,
    security: 'bearer',
    rateLimit: { max: 60, timeWindow: '15 minutes', per: 'user' },
    params: idParamsSchema,
    body: commentBodySchema,
    example: { body: { content: 'Đẹp quá!' } },
    responses: { 201: blogCommentResponseSchema },
    errors: [401, 404, 409, 422, 429],
    idempotent: true,
  }),
  removeComment: endpoint({
    operationId: 'deleteBlogComment',
    method: 'DELETE',
    path: '/blog/posts/:id/comments/:commentId',
    summary: 'Remove my comment, or any comment on my post (403 otherwise)',
    tags,
    security: 'bearer',
    params: commentParamsSchema,
    responses: { 200: blogCommentDeletedResponseSchema },
    errors: [401, 403, 404, 422],
  }),
  cover: endpoint({
    operationId: 'getBlogPostCover',
    method: 'GET',
    path: '/blog/posts/:id/cover',
    summary:
      "A public published post's cover (WebP), at a lasting address for link previews; 404 otherwise",
    tags,
    security: 'none',
    params: idParamsSchema,
    responses: { 200: imageBytesSchema },
    errors: [404, 422],
    raw: true,
    produces: ['image/webp'],
  }),
};
