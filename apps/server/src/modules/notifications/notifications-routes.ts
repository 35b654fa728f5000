import { notificationsContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { NotificationsService } from './notifications-service.js';

export interface NotificationsRouteDeps {
  notificationsService: NotificationsService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/notifications/*: the bell, as declared in the shared contract. */
export function notificationsRoutes(
  app: ZodApp,
  { notificationsService, authenticate }: NotificationsRouteDeps,
  done: () => void,
): void {
  handle(app, contract.list, { authenticate }, async (request) =>
    notificationsService.list(signedInUser(request).id, request.query),
  );
  handle(app, contract.markRead, { authenticate }, async (request) =>
    notificationsService.markRead(signedInUser(request).id, request.params.id),
  );
  handle(app, contract.markAllRead, { authenticate }, async (request) =>
    notificationsService.markAllRead(signedInUser(request).id),
  );
  done();
}
