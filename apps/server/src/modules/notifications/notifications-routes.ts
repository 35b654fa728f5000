import { notificationsContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { NotificationsService } from './notifications-service.js';

export interface NotificationsRouteDeps {
  notificationsService: NotificationsService;
}

/** /api/notifications/*: the bell, as declared in the shared contract. */
export const notificationsRoutes = ({ notificationsService }: NotificationsRouteDeps) =>
  contractRoutes(notificationsContract, {
    list: async (request) => notificationsService.list(signedInUser(request).id, request.query),
    markRead: async (request) =>
      notificationsService.markRead(signedInUser(request).id, request.params.id),
    markAllRead: async (request) => notificationsService.markAllRead(signedInUser(request).id),
  });
