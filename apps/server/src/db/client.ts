import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PoolGauge } from './pool-gauge.js';
import type { PoolLoad } from './pool-gauge.js';
import { startPgliteEngine } from './pglite-engine.js';
import type { PgliteEngine } from './pglite-engine.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers (and for transactions), so repositories never care which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The driver's own query, for the one or two hot paths where Drizzle's per-query
 * type-parser set-up costs more than the query itself (see users-repository.ts).
 * Rows come back keyed by the SQL's column aliases, timestamps as Date.
 */
export type RawQuery = <Row>(
  statement: { name: string; text: string },
  params: unknown[],
) => Promise<Row[]>;

export interface Database {
  readonly db: Db;
  readonly raw: RawQuery;
  readonly driver: 'pglite' | 'pg';
  /**
   * applies the committed SQL migrations in apps/server/drizzle (a restore passes a folder
   * holding the first of them only: the level its archive was taken at)
   */
  migrate(options?: { migrationsFolder?: string }): Promise<void>;
  /**
   * `select 1` on a connection of its own, outside the pool: a health check does not wait
   * behind the queued work. Throws when the database does not answer.
   */
  ping(): Promise<void>;
  /** how much work waits for a connection, and how long it is likely to wait (overload.ts) */
  load(): PoolLoad;
  /**
   * PostgreSQL only: LISTEN on a channel over a dedicated connection (reconnecting when it
   * drops), for the realtime fan-out between servers. Returns the way to stop.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: its whole data directory as a tarball (the tests' migrated template) */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** apps/server/drizzle, from src/db (tsx, tests) and dist/db (built) alike. */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Any constant: serialises concurrent migrations of several servers on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_203_114_002;

/** How long a query may wait for a pooled connection before it fails (503 to a request). */
export const DEFAULT_POOL_WAIT_MS = 10_000;

/**
 * Every statement of the app is prepared once per connection, and each reads index ranges
 * with limits whatever its parameters, so one generic plan serves every run. Left to choose,
 * PostgreSQL planned most of them anew on each run, and the planning cost more than the run:
 * the timeline's statement 2 ms of planning for 1 to 2.5 ms of execution, the auth lookup
 * 0.1 ms for 0.03 (docs/benchmarks.md, "Generic plans"). Set as each connection starts;
 * PGlite's one session sets it as the engine starts (pglite-worker.mjs).
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

export type DatabaseOptions =
  | { driver: 'pg'; url: string; poolSize?: number; poolWaitMs?: number }
  /**
   * `dataDir` undefined: in memory (tests). `loadDataDir`: a data directory dumped by
   * PGlite's `dumpDataDir` to start from (the tests' migrated schema, made once a run).
   * `poolSize`: connections to the engine's thread (it runs one at a time; a few keep it busy
   * while the API reads the last answer).
   */
  | {
      driver: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      poolSize?: number;
      poolWaitMs?: number;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolWaitMs = options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS;
  if (options.driver === 'pg')
    return openPool(
      'pg',
      { connectionString: options.url, options: GENERIC_PLANS },
      {
        poolSize: Math.max(2, options.poolSize ?? 10),
        poolWaitMs,
        listenUrl: options.url,
      },
    );
  // PGlite runs on a thread of its own (pglite-worker.ts), and the API reaches it through
  // `pg` as it would a PostgreSQL server: one code path for both engines.
  const engine = await startPgliteEngine({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
  });
  try {
    return openPgliteDatabase(engine, { ...options, poolWaitMs, ownsEngine: true });
  } catch (error) {
    await engine.close();
    throw error;
  }
}

/**
 * A pool of connections to a PGlite engine already running. `ownsEngine`: closing the
 * database closes the engine too; without it the engine outlives the pool, and another pool
 * can be opened on it (the server's tests hand one engine from a test file to the next).
 */
export function openPgliteDatabase(
  engine: PgliteEngine,
  options: { poolSize?: number; poolWaitMs?: number; ownsEngine: boolean },
): Database {
  return openPool(
    'pglite',
    { stream: () => engine.stream(), user: 'postgres', database: 'postgres' },
    {
      poolSize: Math.max(2, options.poolSize ?? 4),
      poolWaitMs: options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
      dumpDataDir: () => engine.dumpDataDir(),
      ...(options.ownsEngine ? { closeEngine: () => engine.close() } : {}),
    },
  );
}

interface PoolExtras {
  poolSize: number;
  poolWaitMs: number;
  /** PostgreSQL: where LISTEN connects */
  listenUrl?: string;
  dumpDataDir?: () => Promise<Blob>;
  closeEngine?: () => Promise<void>;
}

function openPool(
  driver: Database['driver'],
  config: pg.ClientConfig,
  extras: PoolExtras,
): Database {
  const pool = new pg.Pool({
    ...config,
    max: extras.poolSize,
    // bounded: past it the query fails, and a request answers 503 (plugins/overload.ts)
    connectionTimeoutMillis: extras.poolWaitMs,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const gauge = new PoolGauge(pool);
  const pinger = new Pinger(config);
  const db = drizzleNodePg({ client: pool, schema });
  const { listenUrl, dumpDataDir, closeEngine } = extras;
  return {
    db,
    // Named: PostgreSQL keeps the parsed statement per connection.
    raw: async <Row>(statement: { name: string; text: string }, params: unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ ...statement, values: params })).rows,
    driver,
    migrate: async (options) => {
      // The lock is per session, so it is held on one dedicated client while the
      // migrator runs through the pool; a second server waits, then finds nothing to do.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(db, {
          migrationsFolder: options?.migrationsFolder ?? MIGRATIONS_DIR,
        });
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    ping: () => pinger.ping(),
    load: () => gauge.load(),
    ...(listenUrl
      ? {
          listen: (channel: string, onPayload: (payload: string) => void) =>
            listenOn(listenUrl, channel, onPayload),
        }
      : {}),
    ...(dumpDataDir ? { dumpDataDir } : {}),
    close: async () => {
      await pinger.close();
      await pool.end();
      await closeEngine?.();
    },
  };
}

/**
 * One connection kept for `ping`, opened on first use and again after it fails: a monitor's
 * check costs one round trip, never a place in the pool's queue.
 */
class Pinger {
  private client: pg.Client | undefined;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig) {}

  async ping(): Promise<void> {
    if (this.closed) throw new Error('the database is closed');
    if (!this.client) {
      const client = new pg.Client({ ...this.config, connectionTimeoutMillis: 5_000 });
      client.on('error', () => {
        if (this.client === client) this.client = undefined;
      });
      this.client = client;
      try {
        await client.connect();
      } catch (error) {
        this.client = undefined;
        throw error;
      }
    }
    const client = this.client;
    try {
      await client.query('select 1');
    } catch (error) {
      if (this.client === client) this.client = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

/** One client outside the pool holds the LISTEN; a dropped connection is re-opened after a second. */
async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const reopen = () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void open().catch(reopen), 1000);
    };
    next.on('error', reopen);
    next.on('end', reopen);
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
}
