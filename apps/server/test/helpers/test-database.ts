import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openPgliteDatabase } from '../../src/db/client.js';
import { startPgliteEngine } from '../../src/db/pglite-engine.js';
import type { PgliteEngine } from '../../src/db/pglite-engine.js';
import type { Database } from '../../src/db/client.js';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set (CI sets it). */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, migrated database. It starts from the run's migrated template (global-setup.ts)
 * when there is one, else migrates from empty. On PostgreSQL each caller gets a database of
 * its own (created from TEST_DATABASE_URL, dropped on close), because test files run in
 * parallel and drizzle-kit's SQL names `"public"."users"` in its foreign keys, which
 * would cross schema boundaries; extensions are per database too.
 */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite') {
    const template = inject('pgliteTemplate');
    if (template) return pgliteFromTemplate(template);
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `doita_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(adminUrl, (admin) => createDatabase(admin, name, template));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 5 });
  if (!template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/**
 * PGlite engines a test file of this process closed, emptied, for the next file. Starting an
 * engine from the template takes 0.5 to 2 s by the machine (its data directory loaded into a
 * new thread); emptying one takes a fraction of that, and a server test file builds one or
 * two. A worker
 * runs its files one after another in one process (`isolate: false`), so the next file's
 * database is an engine that ended its last file exactly as the template began: the same
 * tables, triggers and functions (checked), every table empty and every identity restarted.
 * Only the engine is handed on: each file gets its own pool of connections, and the last
 * file's pool is ended first, so nothing of its app can reach the next file's rows.
 */
const idleEngines: PgliteEngine[] = [];
/** at most this many engines wait, each holding a database in memory */
const IDLE_ENGINES_KEPT = 2;
/** the schema's fingerprint as the template has it, read off the first engine */
let templateShape: string | undefined;

async function pgliteFromTemplate(template: string): Promise<Database> {
  let engine = idleEngines.pop();
  if (!engine) {
    const dump = await readFile(template);
    engine = await startPgliteEngine({
      loadDataDir: dump.buffer.slice(dump.byteOffset, dump.byteOffset + dump.byteLength),
    });
  }
  const database = openPgliteDatabase(engine, { ownsEngine: false });
  const owned = engine;
  templateShape ??= await shapeOf(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      if (idleEngines.length < IDLE_ENGINES_KEPT && (await emptied(owned))) idleEngines.push(owned);
      else await owned.close();
    },
  };
}

/** the tables, triggers and functions of the public schema, as one string */
async function shapeOf(database: Database): Promise<string> {
  const [row] = await database.raw<{ shape: string }>(
    {
      name: 'test_schema_shape',
      text: `select concat_ws('|',
          (select string_agg(c.relname || ':' || c.relkind::text, ',' order by c.relname)
             from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
          (select string_agg(t.tgname || ':' || t.tgenabled::text, ',' order by t.tgname)
             from pg_trigger t join pg_class c on c.oid = t.tgrelid
             join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
          (select string_agg(p.proname || ':' || md5(p.prosrc), ',' order by p.proname)
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public')
        ) as shape`,
    },
    [],
  );
  return row?.shape ?? '';
}

/**
 * Empties an engine a file has finished with, on a connection of its own: true when its
 * schema is still the template's and every table is now empty; false (the engine is closed
 * instead) when the file changed the schema or the engine no longer answers.
 */
async function emptied(engine: PgliteEngine): Promise<boolean> {
  const database = openPgliteDatabase(engine, { ownsEngine: false, poolWaitMs: 5_000 });
  try {
    if ((await shapeOf(database)) !== templateShape) return false;
    await database.raw(
      {
        name: 'test_empty_tables',
        text: `do $$ declare tables text; begin
            select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
              from pg_tables where schemaname = 'public';
            if tables is not null then
              execute 'truncate ' || tables || ' restart identity cascade';
            end if;
          end $$`,
      },
      [],
    );
    return true;
  } catch {
    return false;
  } finally {
    await database.close();
  }
}

/**
 * `create database`, copied from `template` when given. Two copies of one template at the
 * same moment can be refused ("being accessed by other users"): tried again shortly.
 */
async function createDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  if (!template) {
    await admin.query(`create database ${name}`);
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === '55006';
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function withAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
