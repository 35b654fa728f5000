import { idParamsSchema, messageResponseSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
} from './notifications-schemas.js';

const tags = ['notifications'] as const;

/** /api/notifications/*: the bell. */
export const notificationsContract = {
  list: endpoint({
    operationId: 'listNotifications',
    method: 'GET',
    path: '/notifications',
    summary: 'My notifications, newest first (keyset pages), with the unread count',
    tags,
    security: 'bearer',
    query: notificationsQuerySchema,
    example: { query: { limit: '5' } },
    responses: { 200: notificationsResponseSchema },
    errors: [401, 422],
  }),
  markRead: endpoint({
    operationId: 'markNotificationRead',
    method: 'PATCH',
    path: '/notifications/:id/read',
    summary: 'Mark one of my notifications read',
    tags,
    security: 'bearer',
    params: idParamsSchema,
    responses: { 200: notificationResponseSchema },
    errors: [401, 404, 422],
  }),
  markAllRead: endpoint({
    operationId: 'markAllNotificationsRead',
    method: 'POST',
    path: '/notifications/read-all',
    summary: 'Mark all my notifications read',
    tags,
    security: 'bearer',
    responses: { 200: messageResponseSchema },
    errors: [401],
  }),
};
