import { calendarContract } from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { signedInUser } from '../auth/index.js';
import type { CalendarService } from './calendar-service.js';

/** /api/calendar/*, as declared in the shared contract: the feed and its secret link. */
export const calendarRoutes = ({
  calendarService: service,
}: {
  calendarService: CalendarService;
}) =>
  contractRoutes(calendarContract, {
    status: async (request) => service.status(signedInUser(request).id),
    subscribe: async (request) => service.subscribe(signedInUser(request).id),
    unsubscribe: async (request) => service.unsubscribe(signedInUser(request).id),
    // Public in OpenAPI terms: the link's secret token is the credential.
    feed: async (request, reply) => {
      const body = await service.feed(request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="doita.ics"')
        .send(body);
    },
  });
