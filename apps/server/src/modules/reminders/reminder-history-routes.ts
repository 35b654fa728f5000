import { reminderHistoryContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { RemindersService } from './reminders-service.js';

export interface ReminderHistoryRouteDeps {
  remindersService: Pick<RemindersService, 'history'>;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/reminders/:id/history (issue 17), as declared in the shared contract. */
export function reminderHistoryRoutes(
  app: ZodApp,
  { remindersService, authenticate }: ReminderHistoryRouteDeps,
  done: () => void,
): void {
  handle(app, contract.history, { authenticate }, async (request) =>
    remindersService.history(signedInUser(request), request.params.id, request.query),
  );
  done();
}
