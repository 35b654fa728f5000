import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  VALIDATION,
  isValidIdempotencyKey,
} from '@doita/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { HttpError, fieldInvalid } from '../../lib/errors.js';
import { prependRouteHook } from '../../lib/route-hooks.js';
import type { IdempotencyClaim, IdempotencyRepository } from './idempotency-repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** honours an `Idempotency-Key` header (the offline queue resends): see idempotency-hooks.ts */
    idempotent?: boolean;
    /**
     * reads again what the first answer named, for a repeat (contract-route.ts `replay`);
     * without it a repeat answers the stored answer as it was
     */
    replay?: (request: FastifyRequest, first: unknown) => Promise<unknown>;
  }
  interface FastifyRequest {
    /** the key this request claimed, answered (or released) when the reply leaves */
    idempotencyClaim?: { userId: string; key: string } | undefined;
  }
}

export interface IdempotencyOptions {
  repository: IdempotencyRepository;
  clock: Clock;
  /** how long a repeat waits for the first request with its key (then 409) */
  waitMs?: number;
  /** an unanswered key older than this belongs to a server that stopped: taken over */
  staleMs?: number;
  /** how often expired keys are swept (0: never, tests sweep themselves) */
  sweepEveryMs?: number;
}

const HEADER_FIELD = 'Idempotency-Key';
const POLL_MS = 50;

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method}\n${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

const inProgress = () =>
  new HttpError(409, ERROR_CODES.idempotencyInProgress, ERROR_MESSAGES.idempotencyInProgress, {
    'retry-after': '1',
  });

/**
 * `Idempotency-Key` on the writes whose route config says `idempotent: true` (the offline
 * queue's writes: create a memory or a reminder, complete, favourite, like, comment):
 *
 * - the first request with a (user, key) claims it (a row; the primary key decides a race
 *   between two requests or two servers on one database) and runs; a 2xx answer is stored
 *   with the row for a day, any other answer frees the key (nothing was applied);
 * - a repeat with the same method, path and body answers the stored status and body with
 *   `Idempotent-Replayed: true` and runs nothing (a route with a `replay` read answers the
 *   stored status with what the first answer named as it now stands: a message edited or
 *   unsent since, or 404 once gone); while the first still runs, it waits up to
 *   `waitMs`, then answers 409 `IDEMPOTENCY_IN_PROGRESS` (Retry-After: 1);
 * - the same key with another method, path or body: 422 on the `Idempotency-Key` field.
 *
 * The hook runs before the handler (after authentication and validation, so a stranger or
 * a bad body claims nothing). The answer is stored after the handler's transaction: a server
 * stopped in between leaves an unanswered row that is taken over after `staleMs`.
 * Only the routes whose config says so carry the hooks (`registerIdempotency`).
 */
export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const claim = (request: FastifyRequest, reply: FastifyReply) =>
    claimOrReplay(request, reply, options);
  const store = (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    storeAnswer(request, reply, payload, options.repository);
  // Only the routes that say they are idempotent carry the hooks; every other request (all
  // the reads) pays nothing for them. Put first, where a global hook would run: before the
  // route's own, and before compression's onSend, so the stored body is the JSON text.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    prependRouteHook(route, 'preHandler', claim);
    prependRouteHook(route, 'onSend', store);
  });
  scheduleSweep(app, options);
}

/**
 * Before the handler: claims the key for this request, or answers a repeat with what the
 * first one answered (waiting while it runs), or refuses a key reused for something else.
 */
async function claimOrReplay(
  request: FastifyRequest,
  reply: FastifyReply,
  options: IdempotencyOptions,
) {
  const { repository, clock } = options;
  const waitMs = options.waitMs ?? 5_000;
  const staleMs = options.staleMs ?? 120_000;
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return;
  if (!isValidIdempotencyKey(key)) throw fieldInvalid(HEADER_FIELD, VALIDATION.idempotencyKey);
  const user = request.currentUser;
  if (!user) return;

  const fingerprint = fingerprintOf(request);
  const deadline = performance.now() + waitMs;
  for (;;) {
    const now = clock.now();
    const claim: IdempotencyClaim = {
      userId: user.id,
      key,
      method: request.method,
      path: request.url,
      fingerprint,
      createdAt: now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    };
    if (await repository.claim(claim)) {
      request.idempotencyClaim = { userId: user.id, key };
      return;
    }
    const row = await repository.find(user.id, key);
    if (!row) {
      // freed by a failed first request meanwhile: claim it again
      if (performance.now() >= deadline) throw inProgress();
      continue;
    }
    const expired = row.expiresAt.getTime() <= now.getTime();
    const stale = row.statusCode === null && now.getTime() - row.createdAt.getTime() > staleMs;
    if (expired || stale) {
      if (await repository.takeOver(claim, now, new Date(now.getTime() - staleMs))) {
        request.idempotencyClaim = { userId: user.id, key };
        return;
      }
      if (performance.now() >= deadline) throw inProgress();
      continue;
    }
    if (row.fingerprint !== fingerprint)
      throw fieldInvalid(HEADER_FIELD, VALIDATION.idempotencyKeyReused);
    if (row.statusCode !== null) {
      request.log.info({ key }, 'idempotent replay');
      const reread = request.routeOptions.config.replay;
      if (reread && row.responseBody) {
        const now = await reread(request, JSON.parse(row.responseBody));
        return reply.code(row.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(now);
      }
      return reply
        .code(row.statusCode)
        .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
        .type(row.contentType ?? 'application/json; charset=utf-8')
        .send(row.responseBody ?? '');
    }
    if (performance.now() >= deadline) throw inProgress();
    await sleep(POLL_MS);
  }
}

/** After the handler: a success's answer is stored for the repeats; anything else frees the key. */
async function storeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  repository: IdempotencyOptions['repository'],
) {
  const claim = request.idempotencyClaim;
  if (!claim) return payload;
  request.idempotencyClaim = undefined;
  const ok = reply.statusCode >= 200 && reply.statusCode < 300;
  try {
    if (ok && typeof payload === 'string') {
      const type = reply.getHeader('content-type');
      await repository.complete(claim.userId, claim.key, {
        statusCode: reply.statusCode,
        responseBody: payload,
        contentType: typeof type === 'string' ? type : null,
      });
    } else {
      await repository.release(claim.userId, claim.key);
    }
  } catch (error) {
    // the answer still leaves; the row is taken over once stale
    request.log.error({ err: error }, 'idempotency key not stored');
  }
  return payload;
}

/** Expired keys are removed every `sweepEveryMs` (an hour by default; 0: never). */
function scheduleSweep(app: FastifyInstance, options: IdempotencyOptions) {
  const { repository, clock } = options;
  const every = options.sweepEveryMs ?? 60 * 60_000;
  if (every > 0) {
    let timer: NodeJS.Timeout | undefined;
    const run = () => {
      app.background.run('idempotency sweep', async () => {
        const removed = await repository.sweep(clock.now());
        if (removed) app.log.info({ removed }, 'expired idempotency keys removed');
      });
      timer = setTimeout(run, every).unref();
    };
    app.addHook('onReady', (done) => {
      timer = setTimeout(run, every).unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      clearTimeout(timer);
      done();
    });
  }
}
