import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { sendHttpError } from '../lib/error-handler.js';
import { overloaded } from '../lib/errors.js';

export interface OverloadOptions {
  database: Pick<Database, 'load'>;
  /**
   * the longest an admitted request should wait its turn (ms): requests at once are bounded
   * by the measured rate times this, and the query first in line may not have waited longer;
   * 0 turns the refusals off
   */
  queueMaxMs: number;
  /** refuse when this many queries wait for a connection already; 0: no count */
  queueMaxWaiting: number;
  /** requests at once never past this (and the bound until a rate is measured) */
  maxInFlight: number;
}

/** Never fewer at once than this, however slow the last second was. */
const MIN_IN_FLIGHT = 16;
const WINDOW_MS = 1000;
/** A second's rate weighs 0.3 against the rate so far (a change shows within a few seconds). */
const WEIGHT = 0.3;

/**
 * How many API requests run at once, and how many the server completes per second of being
 * busy (measured, so it is the engine's and the machine's real speed). By Little's law,
 * `rate x target` requests at once each wait about `target` for their turn: that many are
 * admitted, the rest refused at once.
 */
export class Admission {
  private inFlight = 0;
  private completed = 0;
  private busyMs = 0;
  private busySince: number | undefined;
  private rate: number | undefined;
  /**
   * a request was refused this second (past the limit, or the database's queue too slow or
   * too long): its rate is what the server can do, not what it was asked
   */
  private full = false;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly targetMs: number,
    private readonly maxInFlight: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.timer = setInterval(() => this.measure(), WINDOW_MS);
    this.timer.unref();
  }

  limit(): number {
    if (this.rate === undefined) return this.maxInFlight;
    const fits = Math.floor((this.rate * this.targetMs) / 1000);
    return Math.min(this.maxInFlight, Math.max(MIN_IN_FLIGHT, fits));
  }

  enter(): boolean {
    if (this.inFlight >= this.limit()) {
      this.refused();
      return false;
    }
    if (this.inFlight++ === 0) this.busySince = this.now();
    return true;
  }

  /** a request was refused, here or for the database's queue */
  refused(): void {
    this.full = true;
  }

  leave(): void {
    this.completed += 1;
    this.inFlight -= 1;
    if (this.inFlight === 0 && this.busySince !== undefined) {
      this.busyMs += this.now() - this.busySince;
      this.busySince = undefined;
    }
  }

  /**
   * Each second: completions per busy second, when there were enough to tell, weighed into the
   * rate. A slower second that reached the limit is taken as it is: the server could do no
   * more, and what was admitted at the old rate waits as long as the new one says (under a
   * flood of refusals the engine's share of the machine falls within a second, and a rate that
   * came down by weights kept admitting for seconds what then waited five). A slower second
   * that did not reach it says how long a few requests took, not how many the server can do
   * (one export, a handful of slow reads), and only weighs in.
   */
  measure(): void {
    const now = this.now();
    const busy = this.busyMs + (this.busySince === undefined ? 0 : now - this.busySince);
    if (this.busySince !== undefined) this.busySince = now;
    if (this.completed >= 5 && busy >= 100) {
      const sample = this.completed / (busy / 1000);
      this.rate =
        this.rate === undefined || (this.full && sample < this.rate)
          ? sample
          : this.rate + (sample - this.rate) * WEIGHT;
    }
    this.full = false;
    this.completed = 0;
    this.busyMs = 0;
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/** The health checks answer under any load: they are what tells a balancer the server lives. */
const exempt = (url: string) =>
  !url.startsWith('/api/') || url === '/api/health' || url.startsWith('/api/health/');

/** An event stream stays open for hours: checked as it opens, not counted while it lasts. */
const longLived = (url: string) => url === '/api/events' || url.startsWith('/api/events?');

/**
 * The refusals in the log: a line when they start, then one a second at most with how many
 * there were since the last (and the queue's state at the last one), the last of them written
 * within a second of it. A line for each (thousands a second past the limit) took the time
 * the admitted requests needed.
 */
class RefusalLog {
  private count = 0;
  private state: Record<string, unknown> = {};
  private lastAt = -Infinity;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly log: FastifyBaseLogger) {
    this.timer = setInterval(() => this.flush(), WINDOW_MS);
    this.timer.unref();
  }

  note(state: Record<string, unknown>): void {
    this.count += 1;
    this.state = state;
    if (performance.now() - this.lastAt >= WINDOW_MS) this.flush();
  }

  flush(): void {
    if (this.count === 0) return;
    this.log.warn({ ...this.state, refused: this.count }, 'overloaded: refused with 503');
    this.count = 0;
    this.lastAt = performance.now();
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}

const ADMITTED = Symbol('admitted');
type Admitted = FastifyRequest & { [ADMITTED]?: boolean };

/**
 * Past what the database can take, a request is answered 503 with Retry-After at once
 * instead of queueing behind work that would keep it ten seconds. Decided as it arrives,
 * before any of its work runs, so a refused write has done nothing and an admitted one runs
 * to its end. Bounds: requests at once (Admission: the measured rate times DB_QUEUE_MAX_MS),
 * the queue's own delay (the query first in line for a connection has waited past
 * DB_QUEUE_MAX_MS: the database is slower than the rate says) and its length
 * (DB_QUEUE_MAX_WAITING). The web app's files and the health checks are never refused.
 */
export const overloadPlugin = fp<OverloadOptions>(
  (app, { database, queueMaxMs, queueMaxWaiting, maxInFlight }, done) => {
    if (queueMaxMs <= 0 && queueMaxWaiting <= 0) return done();
    const admission = queueMaxMs > 0 ? new Admission(queueMaxMs, maxInFlight) : undefined;
    const leave = (request: Admitted) => {
      if (!request[ADMITTED]) return;
      request[ADMITTED] = false;
      admission?.leave();
    };
    const refusals = new RefusalLog(app.log);
    app.addHook('onRequest', (request: Admitted, reply: FastifyReply, next) => {
      if (exempt(request.url)) return next();
      const load = database.load();
      const slow = queueMaxMs > 0 && load.oldestWaitMs > queueMaxMs;
      const long = queueMaxWaiting > 0 && load.waiting >= queueMaxWaiting;
      const counted = !longLived(request.url);
      if (!slow && !long && (!counted || !admission || admission.enter())) {
        if (counted && admission) request[ADMITTED] = true;
        return next();
      }
      admission?.refused();
      refusals.note({ ...load, limit: admission?.limit() });
      // come back once what waits now has had its turn; answered here, as the error handler
      // would, but without its error line: a refusal is the plugin working, not a failure
      void sendHttpError(reply, overloaded(Math.max(load.oldestWaitMs, queueMaxMs) + 1000));
    });
    app.addHook('onResponse', (request: Admitted, _reply, next) => {
      leave(request);
      next();
    });
    app.addHook('onRequestAbort', (request: Admitted, next) => {
      leave(request);
      next();
    });
    app.addHook('onClose', (_instance, next) => {
      admission?.close();
      refusals.close();
      next();
    });
    done();
  },
  { name: 'overload', fastify: '5.x' },
);
