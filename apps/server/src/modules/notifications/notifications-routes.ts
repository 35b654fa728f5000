import {
  idParamsSchema,
  messageResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { BEARER_AUTH, errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/authenticate.js';
import type { NotificationsService } from './notifications-service.js';

export interface NotificationsRouteDeps {
  notificationsService: NotificationsService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/notifications/*: the bell. */
export function notificationsRoutes(
  app: ZodApp,
  { notificationsService, authenticate }: NotificationsRouteDeps,
  done: () => void,
): void {
  const signedIn = { security: BEARER_AUTH, tags: ['notifications'] };

  app.get(
    '/notifications',
    {
      schema: {
        ...signedIn,
        summary: 'My notifications, newest first (keyset pages), with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(401, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => notificationsService.list(signedInUser(request).id, request.query),
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        ...signedIn,
        summary: 'Mark one of my notifications read',
        params: idParamsSchema,
        response: { 200: notificationResponseSchema, ...errorResponses(401, 404, 422) },
      },
      onRequest: authenticate,
    },
    async (request) => notificationsService.markRead(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        ...signedIn,
        summary: 'Mark all my notifications read',
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
      onRequest: authenticate,
    },
    async (request) => notificationsService.markAllRead(signedInUser(request).id),
  );
  done();
}
