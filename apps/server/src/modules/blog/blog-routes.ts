import {
  blogCategoriesResponseSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostResponseSchema,
  blogPreviewBodySchema,
  blogPreviewResponseSchema,
  blogScopeQuerySchema,
  blogStatisticsResponseSchema,
  blogTagsResponseSchema,
  createBlogPostBodySchema,
  idParamsSchema,
  messageResponseSchema,
  updateBlogPostBodySchema,
} from '@doita/shared';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import { perUser } from '../auth/route-deps.js';
import { OPTIONAL_BEARER_AUTH } from './blog-route-deps.js';
import type { BlogRouteDeps } from './blog-route-deps.js';
import { blogSocialRoutes } from './blog-social-routes.js';

/** Autosave writes often; anything else about as often as a person clicks. */
const LIMITS = {
  write: perUser({ max: 60, timeWindow: '15 minutes' }),
  autosave: perUser({ max: 900, timeWindow: '15 minutes' }),
  preview: perUser({ max: 600, timeWindow: '15 minutes' }),
};

/** /api/blog/posts/* (issue 7): thin; the rules live in the blog services. */
export function blogRoutes(app: ZodApp, deps: BlogRouteDeps, done: () => void): void {
  const { blogService, authenticate, optionalAuthenticate } = deps;
  const signedIn = { security: BEARER_AUTH, tags: ['blog'] };
  const guestToo = { security: OPTIONAL_BEARER_AUTH, tags: ['blog'] };

  app.get(
    '/blog/posts',
    {
      schema: {
        ...guestToo,
        summary:
          'Posts I may see, newest first, by page; filters: scope (ours | public), category, tag, ' +
          'privacy, status, author, q (words, accents and case ignored). A guest gets public posts',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: optionalAuthenticate,
    },
    async (request) => blogService.list(request.currentUser, request.query),
  );

  app.get(
    '/blog/posts/categories',
    {
      schema: {
        ...guestToo,
        summary: 'The six categories with how many posts of the scope carry each',
        querystring: blogScopeQuerySchema,
        response: { 200: blogCategoriesResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: optionalAuthenticate,
    },
    async (request) => blogService.categories(request.currentUser, request.query.scope),
  );

  app.get(
    '/blog/posts/tags',
    {
      schema: {
        ...guestToo,
        summary: 'The tags in use in the scope, most used first (at most 100)',
        querystring: blogScopeQuerySchema,
        response: { 200: blogTagsResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: optionalAuthenticate,
    },
    async (request) => blogService.tags(request.currentUser, request.query.scope),
  );

  app.get(
    '/blog/posts/statistics',
    {
      schema: {
        ...signedIn,
        summary:
          'Our blog in numbers: posts, published, drafts, likes, comments, by category and month',
        response: { 200: blogStatisticsResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => blogService.statistics(signedInUser(request)),
  );

  app.post(
    '/blog/posts/preview',
    {
      schema: {
        ...signedIn,
        summary: "The server's sanitised rendering of Markdown (the editor's live preview)",
        body: blogPreviewBodySchema,
        response: { 200: blogPreviewResponseSchema, ...errorResponses(401, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: LIMITS.preview },
    },
    async (request) => blogService.preview(signedInUser(request), request.body.content),
  );

  app.get(
    '/blog/posts/:id',
    {
      schema: {
        ...guestToo,
        summary: 'One post with its sanitised HTML (404 when I may not see it)',
        params: idParamsSchema,
        response: { 200: blogPostResponseSchema, ...errorResponses(401, 404, 422) },
      },
      onRequest: optionalAuthenticate,
    },
    async (request) => blogService.get(request.currentUser, request.params.id),
  );

  app.post(
    '/blog/posts',
    {
      schema: {
        ...signedIn,
        summary:
          'Write a post (a draft unless status says published); a couple post needs a connected couple',
        body: createBlogPostBodySchema,
        response: { 201: blogPostResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: LIMITS.write },
    },
    async (request, reply) =>
      reply.code(201).send(await blogService.create(signedInUser(request), request.body)),
  );

  app.put(
    '/blog/posts/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Edit my post (the fields sent; also what autosave sends); 403 for the partner',
        params: idParamsSchema,
        body: updateBlogPostBodySchema,
        response: { 200: blogPostResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: LIMITS.autosave },
    },
    async (request) => blogService.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/blog/posts/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Delete my post, its likes and comments (its author only)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => blogService.remove(signedInUser(request), request.params.id),
  );

  for (const action of ['publish', 'unpublish'] as const) {
    app.post(
      `/blog/posts/:id/${action}`,
      {
        schema: {
          ...signedIn,
          summary:
            action === 'publish'
              ? 'Publish my post (it needs some text: 422 on content otherwise)'
              : 'Take my post back to a draft',
          params: idParamsSchema,
          response: { 200: blogPostResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
        onRequest: authenticate,
      },
      async (request) => blogService[action](signedInUser(request), request.params.id),
    );
  }

  blogSocialRoutes(app, deps);
  done();
}
