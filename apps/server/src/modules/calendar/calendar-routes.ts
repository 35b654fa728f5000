import { calendarContract as contract } from '@doita/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import { handle } from '../../lib/contract-route.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { CalendarService } from './calendar-service.js';

/** /api/calendar/*, as declared in the shared contract: the feed and its secret link. */
export function calendarRoutes(
  app: ZodApp,
  {
    calendarService: service,
    authenticate,
  }: { calendarService: CalendarService; authenticate: onRequestAsyncHookHandler },
  done: () => void,
): void {
  handle(app, contract.status, { authenticate }, async (request) =>
    service.status(signedInUser(request).id),
  );

  handle(app, contract.subscribe, { authenticate }, async (request) =>
    service.subscribe(signedInUser(request).id),
  );

  handle(app, contract.unsubscribe, { authenticate }, async (request) =>
    service.unsubscribe(signedInUser(request).id),
  );

  // Public in OpenAPI terms: the link's secret token is the credential.
  handle(app, contract.feed, {}, async (request, reply) => {
    const body = await service.feed(request.params.token);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="doita.ics"')
      .send(body);
  });
  done();
}
