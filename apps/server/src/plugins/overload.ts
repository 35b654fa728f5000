import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { overloaded } from '../lib/errors.js';

export interface OverloadOptions {
  database: Pick<Database, 'load'>;
  /** refuse when the queued database work would take longer than this (ms); 0: never */
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
 * runs, so a refused write has done nothing, and an admitted one runs to its end. The bound is
 * in time, from the pool's own measure (db/pool-gauge.ts): queries waiting for a connection
 * times how long one has lately held it, over the connections. It follows the engine's real
 * speed: PGlite on a small machine refuses sooner than PostgreSQL on a large one.
 * Not under /api (the web app's files) and the health checks are never refused.
 */
export const overloadPlugin = fp<OverloadOptions>(
  (app, { database, queueMaxMs, queueMaxWaiting }, done) => {
    if (queueMaxMs <= 0 && queueMaxWaiting <= 0) return done();
    app.addHook('onRequest', (request: FastifyRequest, _reply, next) => {
      if (exempt(request.url)) return next();
      const load = database.load();
      const tooLong = queueMaxMs > 0 && load.expectedWaitMs > queueMaxMs;
      const tooMany = queueMaxWaiting > 0 && load.waiting >= queueMaxWaiting;
      if (!tooLong && !tooMany) return next();
      request.log.warn({ ...load }, 'overloaded: refused with 503');
      next(overloaded(Math.max(load.expectedWaitMs, 1000)));
    });
    done();
  },
  { name: 'overload', fastify: '5.x' },
);
