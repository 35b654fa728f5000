import { IDEMPOTENT_ROUTE } from '../../lib/contract-route.js';
import {
  createMemoryBodySchema,
  idParamsSchema,
  memoriesListResponseSchema,
  memoriesPageQuerySchema,
  memoriesSearchQuerySchema,
  memoriesTimelineQuerySchema,
  memoryResponseSchema,
  memoryStatisticsResponseSchema,
  memoryTagParamsSchema,
  memoryTagsResponseSchema,
  memoriesTimelineResponseSchema,
  messageResponseSchema,
  updateMemoryBodySchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { MemoriesService } from './memories-service.js';

export interface MemoriesRouteDeps {
  memoriesService: MemoriesService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/memories/* (spec section 7): thin; the rules live in memories-service.ts. */
export function memoriesRoutes(
  app: ZodApp,
  { memoriesService, authenticate }: MemoriesRouteDeps,
  done: () => void,
): void {
  const signedIn = { security: BEARER_AUTH, tags: ['memories'] };
  const withAuth = { onRequest: authenticate };

  app.get(
    '/memories',
    {
      schema: {
        ...signedIn,
        summary:
          'Memories I may see, newest first: `page` or `offset` ("load more"), `limit` at most 100',
        querystring: memoriesPageQuerySchema,
        response: { 200: memoriesListResponseSchema, ...errorResponses(401, 422) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.list(signedInUser(request), request.query),
  );

  app.get(
    '/memories/search',
    {
      schema: {
        ...signedIn,
        summary: 'Search by words (accents and case ignored), dates, tags (comma list) and privacy',
        querystring: memoriesSearchQuerySchema,
        response: { 200: memoriesListResponseSchema, ...errorResponses(401, 422) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.search(signedInUser(request), request.query),
  );

  app.get(
    '/memories/tags',
    {
      schema: {
        ...signedIn,
        summary: 'The tags in use on the memories I may see, with counts',
        response: { 200: memoryTagsResponseSchema, ...errorResponses(401) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.tags(signedInUser(request)),
  );

  app.get(
    '/memories/tag/:tag',
    {
      schema: {
        ...signedIn,
        summary: 'Memories carrying one tag, newest first',
        params: memoryTagParamsSchema,
        querystring: memoriesPageQuerySchema,
        response: { 200: memoriesListResponseSchema, ...errorResponses(401, 422) },
      },
      ...withAuth,
    },
    async (request) =>
      memoriesService.byTag(signedInUser(request), request.params.tag, request.query),
  );

  app.get(
    '/memories/timeline',
    {
      schema: {
        ...signedIn,
        summary: 'Memories grouped by year and month (one year, or one month of it)',
        querystring: memoriesTimelineQuerySchema,
        response: { 200: memoriesTimelineResponseSchema, ...errorResponses(401, 422) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.timeline(signedInUser(request), request.query),
  );

  app.get(
    '/memories/statistics',
    {
      schema: {
        ...signedIn,
        summary: 'Counts: total, shared, private, favourites, by month, by mood, by tag',
        response: { 200: memoryStatisticsResponseSchema, ...errorResponses(401) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.statistics(signedInUser(request)),
  );

  app.get(
    '/memories/:id',
    {
      schema: {
        ...signedIn,
        summary: 'One memory (404 when it is not mine or our shared one)',
        params: idParamsSchema,
        response: { 200: memoryResponseSchema, ...errorResponses(401, 404, 422) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.get(signedInUser(request), request.params.id),
  );

  app.post(
    '/memories',
    {
      schema: {
        ...signedIn,
        ...IDEMPOTENT_ROUTE.schema,
        summary: 'Write a memory; a shared one (isPrivate false) needs a connected couple',
        body: createMemoryBodySchema,
        response: { 201: memoryResponseSchema, ...errorResponses(400, 401, 409, 422) },
      },
      ...withAuth,
      config: IDEMPOTENT_ROUTE.config,
    },
    async (request, reply) =>
      reply.code(201).send(await memoriesService.create(signedInUser(request), request.body)),
  );

  app.put(
    '/memories/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Edit a memory (the fields sent); only its author changes who may see it',
        params: idParamsSchema,
        body: updateMemoryBodySchema,
        response: { 200: memoryResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
      ...withAuth,
    },
    async (request) =>
      memoriesService.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/memories/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Delete a memory (its author only: 403 for the partner)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      ...withAuth,
    },
    async (request) => memoriesService.remove(signedInUser(request), request.params.id),
  );

  app.patch(
    '/memories/:id/favorite',
    {
      schema: {
        ...signedIn,
        ...IDEMPOTENT_ROUTE.schema,
        summary: 'Toggle my favourite mark on a memory',
        params: idParamsSchema,
        response: { 200: memoryResponseSchema, ...errorResponses(401, 404, 409, 422) },
      },
      ...withAuth,
      config: IDEMPOTENT_ROUTE.config,
    },
    async (request) => memoriesService.toggleFavorite(signedInUser(request), request.params.id),
  );
  done();
}
