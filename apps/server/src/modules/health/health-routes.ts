import { healthContract } from '@doita/shared';
import type { Database } from '../../db/client.js';
import { contractRoutes } from '../../lib/contract-route.js';
import { serviceUnavailable } from '../../lib/errors.js';

/** Outside every rate limit (declared so): load balancers and monitors poll these. */
export const healthRoutes = ({ database }: { database: Pick<Database, 'ping'> }) =>
  contractRoutes(healthContract, {
    live: { handler: () => Promise.resolve({ status: 'ok' as const }), uncompressed: true },
    ready: {
      uncompressed: true,
      handler: async (request) => {
        try {
          await database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'readiness: database did not answer');
          throw serviceUnavailable('Database unavailable');
        }
        return { status: 'ok' as const };
      },
    },
  });
