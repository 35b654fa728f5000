import type pg from 'pg';

export interface PoolLoad {
  /** queries waiting for a connection now */
  waiting: number;
  /** connections the pool may open */
  size: number;
  /**
   * how long a query joining the queue now would wait, from the recent time a connection was
   * held (the engine's real speed, whatever the machine): waiting x hold / size
   */
  expectedWaitMs: number;
}

/** Recent hold times weigh 1/16 each: it follows a change within some dozens of queries. */
const WEIGHT = 1 / 16;

/**
 * Watches a `pg` pool from its own events: how many wait for a connection, and for how long
 * a connection is held from check-out to release, on average lately.
 */
export class PoolGauge {
  private readonly since = new WeakMap<pg.PoolClient, number>();
  private holdMs = 0;

  constructor(private readonly pool: pg.Pool) {
    pool.on('acquire', (client) => this.since.set(client, performance.now()));
    pool.on('release', (_error, client) => {
      const start = this.since.get(client);
      if (start === undefined) return;
      this.since.delete(client);
      const held = performance.now() - start;
      this.holdMs = this.holdMs === 0 ? held : this.holdMs + (held - this.holdMs) * WEIGHT;
    });
  }

  load(): PoolLoad {
    const size = this.pool.options.max;
    const waiting = this.pool.waitingCount;
    return { waiting, size, expectedWaitMs: (waiting * this.holdMs) / Math.max(1, size) };
  }
}
