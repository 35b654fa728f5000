import { idParamsSchema, messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  createShareLinkBodySchema,
  shareLinkResponseSchema,
  shareLinksQuerySchema,
  shareLinksResponseSchema,
  sharedParamsSchema,
  sharedQuerySchema,
  sharedViewSchema,
} from './share-links-schemas.js';

const tags = ['share-links'] as const;

/** /api/share-links: the couple's read-only links to a memory or an album. */
export const shareLinksContract = {
  list: endpoint({
    operationId: 'listShareLinks',
    method: 'GET',
    path: '/share-links',
    summary: "The couple's share links: target, expiry, passcode or not, views",
    tags,
    security: 'bearer',
    query: shareLinksQuerySchema,
    responses: { 200: shareLinksResponseSchema },
    errors: [401, 422],
  }),
  create: endpoint({
    operationId: 'createShareLink',
    method: 'POST',
    path: '/share-links',
    summary: 'A read-only link to one shared memory or one album, 1 to 90 days or until revoked',
    tags,
    security: 'bearer',
    body: createShareLinkBodySchema,
    example: { body: { albumId: 'album-id', expiresInDays: 30, passcode: 'ba-noi' } },
    responses: { 201: shareLinkResponseSchema },
    errors: [400, 401, 404, 422, 429],
    rateLimit: { max: 60, timeWindow: '1 hour', per: 'user' },
  }),
  revoke: endpoint({
    operationId: 'revokeShareLink',
    method: 'DELETE',
    path: '/share-links/:id',
    summary: 'Turn a link off at once, its photos too (either partner)',
    tags,
    security: 'bearer',
    params: idParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [401, 404, 422],
  }),
};

/** /api/shared/:token: what a link shows, to anyone holding it (its passcode in a header). */
export const sharedContract = {
  view: endpoint({
    operationId: 'viewSharedLink',
    method: 'GET',
    path: '/shared/:token',
    summary:
      'The memory or album behind a link; 404 for any link that does not open (unknown, expired, revoked)',
    tags: ['shared'],
    security: 'none',
    params: sharedParamsSchema,
    query: sharedQuerySchema,
    responses: { 200: sharedViewSchema },
    errors: [401, 404, 422, 429],
    rateLimit: { max: 60, timeWindow: '1 minute', per: 'address' },
  }),
};
