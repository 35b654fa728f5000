import {
  deletePushSubscriptionBodySchema,
  messageResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionsResponseSchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { serviceUnavailable } from '../../lib/errors.js';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import type { PushSender } from '../../lib/push.js';
import { signedInUser } from '../auth/authenticate.js';
import type { PushService } from './push-service.js';

export interface PushRouteDeps {
  push: Pick<PushSender, 'publicKey'>;
  pushService: PushService;
  authenticate: onRequestAsyncHookHandler;
}

const pushOff = () => serviceUnavailable('Push notifications are not configured on this server');

/** /api/push/*: the browsers that get this person's notifications. */
export function pushRoutes(app: ZodApp, deps: PushRouteDeps, done: () => void): void {
  const signedIn = { security: BEARER_AUTH, tags: ['push'] };

  app.get(
    '/push/public-key',
    {
      schema: {
        ...signedIn,
        summary: "The server's VAPID public key, for PushManager.subscribe",
        response: { 200: pushPublicKeyResponseSchema, ...errorResponses(401, 503) },
      },
      onRequest: deps.authenticate,
    },
    () => {
      if (!deps.push.publicKey) return Promise.reject(pushOff());
      return Promise.resolve({ publicKey: deps.push.publicKey });
    },
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        ...signedIn,
        summary:
          "Remember this browser's push subscription (PushSubscription.toJSON()): a public https " +
          'endpoint (422 otherwise), not one of another account (409); the 11th replaces the oldest',
        body: pushSubscriptionBodySchema,
        response: { 201: messageResponseSchema, ...errorResponses(401, 409, 422, 503) },
      },
      onRequest: deps.authenticate,
    },
    async (request, reply) => {
      if (!deps.push.publicKey) throw pushOff();
      await deps.pushService.subscribe(
        signedInUser(request).id,
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).send({ message: 'Subscribed' });
    },
  );

  app.get(
    '/push/subscriptions',
    {
      schema: {
        ...signedIn,
        summary: 'My devices that get notifications (browser, added, last used), newest first',
        response: { 200: pushSubscriptionsResponseSchema, ...errorResponses(401) },
      },
      onRequest: deps.authenticate,
    },
    async (request) => ({
      subscriptions: await deps.pushService.list(signedInUser(request).id),
    }),
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      schema: {
        ...signedIn,
        summary: 'Stop notifications to one of my devices (404 when it is not mine)',
        params: pushSubscriptionParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
      onRequest: deps.authenticate,
    },
    async (request) => {
      await deps.pushService.remove(signedInUser(request).id, request.params.id);
      return { message: 'Unsubscribed' };
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        ...signedIn,
        summary: 'Forget this browser (its endpoint); nothing happens for an unknown one',
        body: deletePushSubscriptionBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: deps.authenticate,
    },
    async (request) => {
      await deps.pushService.forget(signedInUser(request).id, request.body.endpoint);
      return { message: 'Unsubscribed' };
    },
  );
  done();
}
