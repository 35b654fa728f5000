import { timelineContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { TimelineService } from './timeline-service.js';

export interface TimelineRouteDeps {
  timelineService: TimelineService;
  authenticate: onRequestAsyncHookHandler;
}

/** /api/timeline: one stream of what the couple lived, newest first, keyset-paged. */
export function timelineRoutes(
  app: ZodApp,
  { timelineService, authenticate }: TimelineRouteDeps,
  done: () => void,
): void {
  handle(app, contract.page, { authenticate }, async (request) =>
    timelineService.page(signedInUser(request), request.query),
  );
  done();
}
