import { healthContract as contract } from '@doita/shared';
import type { Database } from '../../db/client.js';
import { handle } from '../../lib/contract-route.js';
import { serviceUnavailable } from '../../lib/errors.js';
import type { ZodApp } from '../../lib/http.js';

/** Outside every rate limit: load balancers and monitors poll these. */
export function healthRoutes(
  app: ZodApp,
  { database }: { database: Pick<Database, 'ping'> },
  done: () => void,
): void {
  handle(app, contract.live, { config: { rateLimit: false } }, () =>
    Promise.resolve({ status: 'ok' as const }),
  );

  handle(app, contract.ready, { config: { rateLimit: false } }, async (request) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database did not answer');
      throw serviceUnavailable('Database unavailable');
    }
    return { status: 'ok' as const };
  });
  done();
}
