import fp from 'fastify-plugin';
import { registerIdempotency } from './idempotency-hooks.js';
import { createIdempotencyRepository } from './idempotency-repository.js';

/**
 * Before the routes: the writes marked `idempotent` honour an Idempotency-Key, so a write the
 * offline queue sends again is applied once.
 * Its hooks apply to the routes registered after it, so app.ts lists it before them.
 */
export const idempotencyModule = fp(
  (app, _options, done) => {
    registerIdempotency(app, {
      repository: createIdempotencyRepository(app.core.database.db),
      clock: app.core.clock,
    });
    done();
  },
  { name: 'idempotency', fastify: '5.x', dependencies: ['core'] },
);
