import { endpoint } from '../contract/endpoint.js';
import { dashboardResponseSchema } from './dashboard-schemas.js';

/** /api/dashboard: the home page in one call. */
export const dashboardContract = {
  get: endpoint({
    operationId: 'getDashboard',
    method: 'GET',
    path: '/dashboard',
    summary:
      'The home page: counts, recent activity, the next reminders, on this day and the couple time, in my time zone',
    tags: ['dashboard'],
    security: 'bearer',
    responses: { 200: dashboardResponseSchema },
    errors: [401],
  }),
};
