import { timelineContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { TimelineService } from './timeline-service.js';

export interface TimelineRouteDeps {
  timelineService: TimelineService;
}

/** /api/timeline: one stream of what the couple lived, newest first, keyset-paged. */
export const timelineRoutes = ({ timelineService }: TimelineRouteDeps) =>
  contractRoutes(timelineContract, {
    page: async (request) => timelineService.page(signedInUser(request), request.query),
  });
