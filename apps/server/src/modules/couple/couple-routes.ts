import {
  anniversaryBodySchema,
  anniversaryResponseSchema,
  connectBodySchema,
  coupleResponseSchema,
  generateCodeResponseSchema,
  invitationsResponseSchema,
  joinBodySchema,
  messageResponseSchema,
  respondBodySchema,
  respondResponseSchema,
  updateCoupleBodySchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { ROUTE_LIMITS } from '../auth/auth-limits.js';
import { signedInUser } from '../auth/authenticate.js';
import { perUser } from '../auth/route-deps.js';
import type { CoupleService } from './couple-service.js';

export interface CoupleRouteDeps {
  coupleService: CoupleService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/couple/* and PUT /api/user/anniversary: thin; the rules live in couple-service.ts. */
export function coupleRoutes(
  app: ZodApp,
  { coupleService, authenticate }: CoupleRouteDeps,
  done: () => void,
): void {
  const tags = ['couple'];
  const signedIn = { security: BEARER_AUTH, tags };

  app.get(
    '/couple/connection',
    {
      schema: {
        ...signedIn,
        summary: 'My couple: the accepted one, else the invitation I sent (pending); 404 when none',
        response: { 200: coupleResponseSchema, ...errorResponses(401, 404) },
      },
      onRequest: authenticate,
    },
    async (request) => coupleService.connection(signedInUser(request)),
  );

  app.post(
    '/couple/connect',
    {
      schema: {
        ...signedIn,
        summary:
          'Invite a partner by e-mail; if they already invited me, this accepts their invitation',
        body: connectBodySchema,
        response: { 200: coupleResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.coupleInvite) },
    },
    async (request) => coupleService.connect(signedInUser(request), request.body),
  );

  app.post(
    '/couple/respond',
    {
      schema: {
        ...signedIn,
        summary: 'Accept or decline an invitation addressed to me (couple: null once declined)',
        body: respondBodySchema,
        response: { 200: respondResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => coupleService.respond(signedInUser(request), request.body),
  );

  app.get(
    '/couple/invitations',
    {
      schema: {
        ...signedIn,
        summary: 'Pending invitations addressed to me (an empty list when none)',
        response: { 200: invitationsResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => coupleService.invitations(signedInUser(request)),
  );

  app.delete(
    '/couple/disconnect',
    {
      schema: {
        ...signedIn,
        summary: 'Disconnect: the couple is ended, not deleted; reconnecting restores it',
        response: { 200: messageResponseSchema, ...errorResponses(400, 401) },
      },
      onRequest: authenticate,
    },
    async (request) => coupleService.disconnect(signedInUser(request)),
  );

  app.put(
    '/couple/update',
    {
      schema: {
        ...signedIn,
        summary: 'Change the anniversary date (null: count from the day we connected)',
        body: updateCoupleBodySchema,
        response: { 200: coupleResponseSchema, ...errorResponses(400, 401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) =>
      coupleService.updateAnniversary(signedInUser(request), request.body.anniversaryDate),
  );

  app.put(
    '/user/anniversary',
    {
      schema: {
        ...signedIn,
        summary: 'Change the anniversary date of my couple',
        body: anniversaryBodySchema,
        response: { 200: anniversaryResponseSchema, ...errorResponses(400, 401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => {
      const { couple } = await coupleService.updateAnniversary(
        signedInUser(request),
        request.body.anniversaryDate,
      );
      return { anniversaryDate: couple.anniversaryDate };
    },
  );

  app.post(
    '/couple/generate-code',
    {
      schema: {
        ...signedIn,
        summary: 'A join code for my partner: 8 characters, 7 days, single use',
        response: { 200: generateCodeResponseSchema, ...errorResponses(400, 401, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.coupleCode) },
    },
    async (request) => coupleService.generateCode(signedInUser(request)),
  );

  app.post(
    '/couple/join',
    {
      schema: {
        ...signedIn,
        summary: "Join with my partner's code",
        body: joinBodySchema,
        response: { 200: coupleResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
      onRequest: authenticate,
      config: { rateLimit: perUser(ROUTE_LIMITS.coupleJoin) },
    },
    async (request) => coupleService.join(signedInUser(request), request.body.code),
  );
  done();
}
