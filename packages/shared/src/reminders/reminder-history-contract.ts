import { idParamsSchema } from '../common/common-schemas.js';
import { endpoint } from '../contract/endpoint.js';
import {
  reminderHistoryQuerySchema,
  reminderHistoryResponseSchema,
} from './reminder-history-schemas.js';

/** /api/reminders/:id/history: a reminder's past occurrences. */
export const reminderHistoryContract = {
  history: endpoint({
    operationId: 'listReminderHistory',
    method: 'GET',
    path: '/reminders/:id/history',
    summary: "A reminder's past occurrences, newest first (keyset pages): done or delivered",
    tags: ['reminders'],
    security: 'bearer',
    params: idParamsSchema,
    query: reminderHistoryQuerySchema,
    responses: { 200: reminderHistoryResponseSchema },
    errors: [400, 401, 404, 422],
  }),
};
