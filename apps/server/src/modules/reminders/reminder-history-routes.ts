import { reminderHistoryContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { RemindersService } from './reminders-service.js';

/** /api/reminders/:id/history, as declared in the shared contract. */
export const reminderHistoryRoutes = (remindersService: Pick<RemindersService, 'history'>) =>
  contractRoutes(reminderHistoryContract, {
    history: async (request) =>
      remindersService.history(signedInUser(request), request.params.id, request.query),
  });
