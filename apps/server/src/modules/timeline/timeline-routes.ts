import { timelineContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signingIn } from '../auth/index.js';
import type { TimelineService } from './timeline-service.js';

export interface TimelineRouteDeps {
  timelineService: TimelineService;
}

/** /api/timeline: one stream of what the couple lived, newest first, keyset-paged. */
export const timelineRoutes = ({ timelineService }: TimelineRouteDeps) =>
  contractRoutes(timelineContract, {
    // a first page reads its caller in its own statement: one round trip, not two
    page: {
      signsInItself: true,
      handler: async (request) => timelineService.pageSigningIn(signingIn(request), request.query),
    },
  });
