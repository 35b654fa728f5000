import { healthResponseSchema } from '@doita/shared';
import type { Database } from '../../db/client.js';
import { serviceUnavailable } from '../../lib/errors.js';
import { errorResponses } from '../../lib/http.js';
import type { ZodApp } from '../../lib/http.js';

/** Outside every rate limit: load balancers and monitors poll these. */
export function healthRoutes(
  app: ZodApp,
  { database }: { database: Pick<Database, 'ping'> },
  done: () => void,
): void {
  const tags = ['health'];

  app.get(
    '/health',
    {
      schema: { tags, summary: 'The process answers', response: { 200: healthResponseSchema } },
      config: { rateLimit: false },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags,
        summary: 'The database answers too (503 when it does not)',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database did not answer');
        throw serviceUnavailable('Database unavailable');
      }
      return { status: 'ok' as const };
    },
  );
  done();
}
