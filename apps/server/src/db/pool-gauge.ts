import type pg from 'pg';

export interface PoolLoad {
  /** queries waiting for a connection now */
  waiting: number;
  /** connections the pool may open */
  size: number;
  /**
   * how long the query first in line has waited for a connection so far (0: none waits):
   * the queue's delay as it is, whatever the engine's speed or the machine's load
   */
  oldestWaitMs: number;
}

/**
 * Watches a `pg` pool's queue: every check-out (a query's, or a transaction's) is timed from
 * its asking to its connection. The pool hands connections out first come, first served, so
 * the first entry still waiting is the oldest.
 */
export class PoolGauge {
  private readonly asked = new Map<number, number>();
  private next = 0;

  constructor(private readonly pool: pg.Pool) {
    const connect = pool.connect.bind(pool) as (
      callback?: (error: Error | undefined, client: unknown, release: unknown) => void,
    ) => Promise<pg.PoolClient> | undefined;
    // pool.query checks out through this.connect with a callback; drizzle's transactions
    // call it for a promise: both pass here.
    const timed = (
      callback?: (error: Error | undefined, client: unknown, release: unknown) => void,
    ) => {
      const id = this.next++;
      this.asked.set(id, performance.now());
      if (callback)
        return connect((error, client, release) => {
          this.asked.delete(id);
          callback(error, client, release);
        });
      return (connect() as Promise<pg.PoolClient>).finally(() => this.asked.delete(id));
    };
    pool.connect = timed as typeof pool.connect;
  }

  load(): PoolLoad {
    const first = this.asked.values().next();
    return {
      waiting: this.pool.waitingCount,
      size: this.pool.options.max,
      oldestWaitMs: first.done ? 0 : performance.now() - first.value,
    };
  }
}
