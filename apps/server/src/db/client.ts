import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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
  /** `select 1`: throws when the database does not answer */
  ping(): Promise<void>;
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

export type DatabaseOptions =
  | { driver: 'pg'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined: in memory (tests). `loadDataDir`: a data directory dumped by
   * PGlite's `dumpDataDir` to start from (the tests' migrated schema, made once a run).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'pg'
    ? openPostgres(options.url, Math.max(2, options.poolSize ?? 10))
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // unaccent and pg_trgm are loaded now: the search of later issues needs them.
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { unaccent, pg_trgm },
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    raw: async <Row>(statement: { text: string }, params: unknown[]) =>
      (await client.query<Row>(statement.text, params)).rows,
    driver: 'pglite',
    migrate: (options) =>
      migratePglite(db, { migrationsFolder: options?.migrationsFolder ?? MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    // Named: PostgreSQL keeps the parsed statement per connection.
    raw: async <Row>(statement: { name: string; text: string }, params: unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ ...statement, values: params })).rows,
    driver: 'pg',
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
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onPayload) => listenOn(url, channel, onPayload),
    close: () => pool.end(),
  };
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
