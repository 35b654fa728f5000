import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { overloaded } from '../lib/errors.js';

export interface OverloadOptions {
  database: Pick<Database, 'load'>;
  /** refuse when the query first in line has waited longer than this (ms); 0: never */
  queueMaxMs: number;
  /** refuse when this many queries wait for a connection already; 0: no count */
  queueMaxWaiting: number;
}

/** The health checks answer under any load: they are what tells a balancer the server lives. */
const exempt = (url: string) =>
  !url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health/');

/**
 * Past what the database can take, a request is answered 503 at once instead of queueing
 * behind work that would keep it ten seconds. Decided as it arrives, before any of its work
 * runs, so a refused write has done nothing, and an admitted one runs to its end. The bound
 * is the queue's real delay (db/pool-gauge.ts): how long the query first in line for a
 * connection has waited. It follows the engine's real speed and the machine's load: while
 * admitted work waits longer than DB_QUEUE_MAX_MS, new requests are refused; as the queue
 * drains they are taken again. Not under /api (the web app's files) and the health checks
 * are never refused.
 */
export const overloadPlugin = fp<OverloadOptions>(
  (app, { database, queueMaxMs, queueMaxWaiting }, done) => {
    if (queueMaxMs <= 0 && queueMaxWaiting <= 0) return done();
    app.addHook('onRequest', (request: FastifyRequest, _reply, next) => {
      if (exempt(request.url)) return next();
      const load = database.load();
      const tooLong = queueMaxMs > 0 && load.oldestWaitMs > queueMaxMs;
      const tooMany = queueMaxWaiting > 0 && load.waiting >= queueMaxWaiting;
      if (!tooLong && !tooMany) return next();
      request.log.warn({ ...load }, 'overloaded: refused with 503');
      // come back once what waits now has had its turn
      next(overloaded(load.oldestWaitMs + 1000));
    });
    done();
  },
  { name: 'overload', fastify: '5.x' },
);
