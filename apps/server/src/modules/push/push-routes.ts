import { randomUUID } from 'node:crypto';
import {
  VALIDATION,
  deletePushSubscriptionBodySchema,
  messageResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { fieldInvalid, serviceUnavailable } from '../../lib/errors.js';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import type { PushSender } from '../../lib/push.js';
import { signedInUser } from '../auth/authenticate.js';
import type { PushRepository } from './push-repository.js';

export interface PushRouteDeps {
  push: Pick<PushSender, 'publicKey'>;
  pushRepository: PushRepository;
  authenticate: onRequestAsyncHookHandler;
  clock: Clock;
  /** plain-http endpoints (a loopback push service in tests) */
  allowHttp: boolean;
}

const pushOff = () => serviceUnavailable('Push notifications are not configured on this server');

/** /api/push/*: this browser's Web Push subscription. */
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
        summary: "Remember this browser's push subscription (PushSubscription.toJSON())",
        body: pushSubscriptionBodySchema,
        response: { 201: messageResponseSchema, ...errorResponses(401, 422, 503) },
      },
      onRequest: deps.authenticate,
    },
    async (request, reply) => {
      if (!deps.push.publicKey) throw pushOff();
      const { endpoint, keys } = request.body;
      // Push services are https; anything else would let a user make the server call inside the network.
      if (!endpoint.startsWith('https://') && !deps.allowHttp)
        throw fieldInvalid('endpoint', VALIDATION.url);
      await deps.pushRepository.upsert({
        id: randomUUID(),
        userId: signedInUser(request).id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        createdAt: deps.clock.now(),
      });
      return reply.code(201).send({ message: 'Subscribed' });
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
      await deps.pushRepository.deleteMine(signedInUser(request).id, request.body.endpoint);
      return { message: 'Unsubscribed' };
    },
  );
  done();
}
