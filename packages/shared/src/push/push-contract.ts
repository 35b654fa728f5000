import { messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  deletePushSubscriptionBodySchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionsResponseSchema,
} from '../delivery/delivery-schemas.js';

const tags = ['push'] as const;

/** /api/push/*: the browsers that get this person's notifications. */
export const pushContract = {
  publicKey: endpoint({
    operationId: 'getPushPublicKey',
    method: 'GET',
    path: '/push/public-key',
    summary: "The server's VAPID public key, for PushManager.subscribe",
    tags,
    security: 'bearer',
    responses: { 200: pushPublicKeyResponseSchema },
    errors: [401, 503],
  }),
  subscribe: endpoint({
    operationId: 'createPushSubscription',
    method: 'POST',
    path: '/push/subscriptions',
    summary:
      "Remember this browser's push subscription (PushSubscription.toJSON()): a public https " +
      'endpoint (422 otherwise), not one of another account (409); the 11th replaces the oldest',
    tags,
    security: 'bearer',
    body: pushSubscriptionBodySchema,
    example: {
      body: {
        endpoint: 'https://push.example.com/send/abc',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
      },
    },
    responses: { 201: messageResponseSchema },
    errors: [401, 409, 422, 503],
  }),
  list: endpoint({
    operationId: 'listPushSubscriptions',
    method: 'GET',
    path: '/push/subscriptions',
    summary: 'My devices that get notifications (browser, added, last used), newest first',
    tags,
    security: 'bearer',
    responses: { 200: pushSubscriptionsResponseSchema },
    errors: [401],
  }),
  remove: endpoint({
    operationId: 'deletePushSubscription',
    method: 'DELETE',
    path: '/push/subscriptions/:id',
    summary: 'Stop notifications to one of my devices (404 when it is not mine)',
    tags,
    security: 'bearer',
    params: pushSubscriptionParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: [401, 404, 422],
  }),
  forget: endpoint({
    operationId: 'forgetPushSubscription',
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: 'Forget this browser (its endpoint); nothing happens for an unknown one',
    tags,
    security: 'bearer',
    body: deletePushSubscriptionBodySchema,
    example: { body: { endpoint: 'https://push.example.com/send/abc' } },
    responses: { 200: messageResponseSchema },
    errors: [401, 422],
  }),
};
