import { IDEMPOTENT_ROUTE } from '../../lib/contract-route.js';
import {
  blogCommentDeletedResponseSchema,
  blogCommentParamsSchema,
  blogCommentResponseSchema,
  blogCommentsQuerySchema,
  blogCommentsResponseSchema,
  blogLikeResponseSchema,
  createBlogCommentBodySchema,
  idParamsSchema,
} from '@doita/shared';
import { notFound } from '../../lib/errors.js';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import { perUser } from '../auth/route-deps.js';
import { OPTIONAL_BEARER_AUTH } from './blog-route-deps.js';
import type { BlogRouteDeps } from './blog-route-deps.js';

const LIMITS = {
  like: perUser({ max: 300, timeWindow: '15 minutes' }),
  comment: perUser({ max: 60, timeWindow: '15 minutes' }),
};

/** Likes, comments and the shareable cover of a post. */
export function blogSocialRoutes(app: ZodApp, deps: BlogRouteDeps): void {
  const { blogSocialService, blogSharingService, authenticate, optionalAuthenticate } = deps;
  const signedIn = { security: BEARER_AUTH, tags: ['blog'] };
  const guestToo = { security: OPTIONAL_BEARER_AUTH, tags: ['blog'] };

  app.post(
    '/blog/posts/:id/like',
    {
      schema: {
        ...signedIn,
        ...IDEMPOTENT_ROUTE.schema,
        summary: 'Like a post I may see (liking twice keeps one like)',
        params: idParamsSchema,
        response: { 200: blogLikeResponseSchema, ...errorResponses(401, 404, 409, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: LIMITS.like, ...IDEMPOTENT_ROUTE.config },
    },
    async (request) => blogSocialService.like(signedInUser(request), request.params.id),
  );

  app.delete(
    '/blog/posts/:id/like',
    {
      schema: {
        ...signedIn,
        summary: 'Take my like back (nothing happens when there was none)',
        params: idParamsSchema,
        response: { 200: blogLikeResponseSchema, ...errorResponses(401, 404, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: LIMITS.like },
    },
    async (request) => blogSocialService.unlike(signedInUser(request), request.params.id),
  );

  app.get(
    '/blog/posts/:id/comments',
    {
      schema: {
        ...guestToo,
        summary: 'Comments of a post I may see, oldest first, by page (guests read public ones)',
        params: idParamsSchema,
        querystring: blogCommentsQuerySchema,
        response: { 200: blogCommentsResponseSchema, ...errorResponses(401, 404, 422) },
      },
      onRequest: optionalAuthenticate,
    },
    async (request) =>
      blogSocialService.comments(request.currentUser, request.params.id, request.query),
  );

  app.post(
    '/blog/posts/:id/comments',
    {
      schema: {
        ...signedIn,
        ...IDEMPOTENT_ROUTE.schema,
        summary: 'Comment on a post I may see (plain text, at most 2000 characters)',
        params: idParamsSchema,
        body: createBlogCommentBodySchema,
        response: { 201: blogCommentResponseSchema, ...errorResponses(401, 404, 409, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: LIMITS.comment, ...IDEMPOTENT_ROUTE.config },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await blogSocialService.addComment(
            signedInUser(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.delete(
    '/blog/posts/:id/comments/:commentId',
    {
      schema: {
        ...signedIn,
        summary: 'Remove my comment, or any comment on my post (403 otherwise)',
        params: blogCommentParamsSchema,
        response: { 200: blogCommentDeletedResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      onRequest: authenticate,
    },
    async (request) =>
      blogSocialService.removeComment(
        signedInUser(request),
        request.params.id,
        request.params.commentId,
      ),
  );

  app.get(
    '/blog/posts/:id/cover',
    {
      schema: {
        tags: ['blog'],
        summary:
          "A public published post's cover (WebP), at a lasting address for link previews; 404 otherwise",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await blogSharingService.coverFile(request.params.id);
      if (!file) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.body);
    },
  );
}
