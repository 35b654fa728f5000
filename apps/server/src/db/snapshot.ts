import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Database } from './client.js';
import { migrationLevel } from './migration-level.js';
import type { MigrationLevel } from './migration-level.js';
import { inTransaction, quoteIdent, sessionOf } from './session.js';
import type { Session } from './session.js';

/**
 * The database as data, the same on PGlite and PostgreSQL: every table of the `public`
 * schema as JSON lines (`row_to_json`, one row a line, in primary-key order under the C
 * collation, in UTC), read in ONE repeatable-read, read-only transaction, so the tables
 * agree with each other while the app keeps writing. The lines are written back with
 * `json_populate_recordset` (PostgreSQL parses every value with its own input function:
 * nothing goes through JavaScript numbers or dates), and the same reading of the restored
 * tables must give the same bytes, which is how a restore or a move proves itself.
 */

export interface TableSnapshot {
  name: string;
  /** the columns written (generated ones are PostgreSQL's to compute) */
  columns: string[];
  rows: number;
  /** sha256 of the table's JSON lines */
  sha256: string;
}

export interface SequenceSnapshot {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface DatabaseSnapshot {
  tables: TableSnapshot[];
  sequences: SequenceSnapshot[];
  migrations: MigrationLevel;
}

/** The settings every reading runs under, so two readings of equal rows give equal bytes. */
async function canonicalSettings(session: Session): Promise<void> {
  await session.query(
    `select set_config('timezone', 'UTC', true), set_config('intervalstyle', 'postgres', true),
            set_config('extra_float_digits', '1', true), set_config('datestyle', 'ISO, YMD', true)`,
  );
}

interface TableShape {
  name: string;
  columns: string[];
  /** ORDER BY of the reading: the primary key (C collation), else the whole row's text */
  orderBy: string;
}

/** The ordinary tables of `public`, parents before children (foreign keys). */
export async function tableShapes(session: Session): Promise<TableShape[]> {
  const columns = await session.query<{ tbl: string; col: string; collatable: boolean }>(
    `select c.relname as tbl, a.attname as col, a.attcollation <> 0 as collatable
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const keys = await session.query<{ tbl: string; col: string; collatable: boolean }>(
    `select c.relname as tbl, a.attname as col, a.attcollation <> 0 as collatable
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
      where n.nspname = 'public' and i.indisprimary
      order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await session.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns) byTable.set(row.tbl, [...(byTable.get(row.tbl) ?? []), row.col]);
  const keyOf = new Map<string, string[]>();
  for (const row of keys) {
    const term = `r.${quoteIdent(row.col)}${row.collatable ? ' collate "C"' : ''}`;
    keyOf.set(row.tbl, [...(keyOf.get(row.tbl) ?? []), term]);
  }
  // Parents first (a stable topological order; cycles, if any, fall back to the name order).
  const names = [...byTable.keys()].sort();
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  for (const { child, parent } of references) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter(
      (name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)),
    );
    const next = ready.length ? ready : names.filter((name) => !placed.has(name)).slice(0, 1);
    for (const name of next) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered.map((name) => ({
    name,
    columns: byTable.get(name) ?? [],
    orderBy: (keyOf.get(name) ?? ['row_to_json(r)::text collate "C"']).join(', '),
  }));
}

const FETCH = 1000;

/** Reads one table's JSON lines in order through a cursor, a thousand rows at a time. */
async function readTable(
  session: Session,
  shape: TableShape,
  onLine: (line: string) => Promise<void> | void,
): Promise<void> {
  const cols = shape.columns.map(quoteIdent).join(', ');
  await session.query(
    `declare doita_snapshot no scroll cursor for
       select row_to_json(r)::text as j
         from (select ${cols} from ${quoteIdent(shape.name)}) r order by ${shape.orderBy}`,
  );
  try {
    for (;;) {
      const rows = await session.query<{ j: string }>(`fetch forward ${FETCH} from doita_snapshot`);
      for (const row of rows) await onLine(row.j);
      if (rows.length < FETCH) break;
    }
  } finally {
    await session.query('close doita_snapshot');
  }
}

/**
 * Writes every table to `<dir>/<table>.jsonl` in one repeatable-read, read-only
 * transaction. On PGlite the app waits meanwhile (one connection); on PostgreSQL it
 * goes on writing and the snapshot does not see it.
 */
export async function exportDatabase(database: Database, dir: string): Promise<DatabaseSnapshot> {
  await mkdir(dir, { recursive: true });
  return inTransaction(database, async (session) => {
    await session.query('set transaction isolation level repeatable read, read only');
    await canonicalSettings(session);
    const migrations = await migrationLevel(session);
    const tables: TableSnapshot[] = [];
    for (const shape of await tableShapes(session)) {
      const hash = createHash('sha256');
      const out = createWriteStream(path.join(dir, `${shape.name}.jsonl`), { mode: 0o600 });
      let rows = 0;
      await readTable(session, shape, async (line) => {
        const bytes = Buffer.from(`${line}\n`, 'utf8');
        hash.update(bytes);
        rows += 1;
        if (!out.write(bytes)) await once(out, 'drain');
      });
      out.end();
      await once(out, 'close');
      tables.push({ name: shape.name, columns: shape.columns, rows, sha256: hash.digest('hex') });
    }
    return { tables, sequences: await readSequences(session), migrations };
  });
}

async function readSequences(session: Session): Promise<SequenceSnapshot[]> {
  const names = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const out: SequenceSnapshot[] = [];
  for (const { name } of names) {
    const [row] = await session.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${quoteIdent(name)}`,
    );
    if (row) out.push({ name, lastValue: row.last, isCalled: row.called });
  }
  return out;
}

/** Each table's row count and sha256, read as an export reads it (the proof of a copy). */
export async function digestTables(
  session: Session,
): Promise<Map<string, { rows: number; sha256: string }>> {
  await canonicalSettings(session);
  const out = new Map<string, { rows: number; sha256: string }>();
  for (const shape of await tableShapes(session)) {
    const hash = createHash('sha256');
    let rows = 0;
    await readTable(session, shape, (line) => {
      hash.update(`${line}\n`, 'utf8');
      rows += 1;
    });
    out.set(shape.name, { rows, sha256: hash.digest('hex') });
  }
  return out;
}

/** true when no table of `public` holds a row (a database the app only migrated is empty) */
export async function databaseIsEmpty(database: Database): Promise<boolean> {
  return inTransaction(database, async (session) => {
    for (const shape of await tableShapes(session)) {
      const [row] = await session.query<{ any: boolean }>(
        `select exists (select 1 from ${quoteIdent(shape.name)}) as any`,
      );
      if (row?.any) return false;
    }
    return true;
  });
}

/** anything of the app's there at all (tables, sequences, or drizzle's migration record) */
export async function hasAppSchema(database: Database): Promise<boolean> {
  const [row] = await sessionOf(database.db).query<{ present: boolean }>(
    `select exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                     where n.nspname = 'public' and c.relkind in ('r', 'p', 'S', 'v', 'm'))
            or to_regnamespace('drizzle') is not null as present`,
  );
  return Boolean(row?.present);
}

/** PostgreSQL: the app's schema and its migration record dropped, `public` made anew. */
export async function wipePostgres(database: Database): Promise<void> {
  await inTransaction(database, async (session) => {
    await session.query('drop schema if exists drizzle cascade');
    await session.query('drop schema if exists public cascade');
    await session.query('create schema public');
  });
}

const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_ROWS = 2000;

/**
 * Loads JSON-line tables (written by exportDatabase) into a database migrated to the
 * snapshot's level, in ONE transaction: foreign keys dropped and put back afterwards (so
 * they are checked once, over everything), the app's triggers off while rows go in (the
 * counters they keep were copied with their tables), sequences set, then every table read
 * back and compared with the snapshot's count and sha256. Any difference rolls it all back.
 */
export async function loadDatabase(
  database: Database,
  dir: string,
  snapshot: DatabaseSnapshot,
): Promise<void> {
  await inTransaction(database, async (session) => {
    await canonicalSettings(session);
    const shapes = new Map((await tableShapes(session)).map((shape) => [shape.name, shape]));
    for (const table of snapshot.tables) {
      const shape = shapes.get(table.name);
      if (!shape) throw new Error(`the target has no table ${table.name}`);
      const missing = table.columns.filter((column) => !shape.columns.includes(column));
      if (missing.length)
        throw new Error(`the target's ${table.name} lacks column(s) ${missing.join(', ')}`);
    }
    const extra = [...shapes.keys()].filter(
      (name) => !snapshot.tables.some((table) => table.name === name),
    );
    if (extra.length) throw new Error(`the archive lacks table(s) ${extra.join(', ')}`);

    const foreignKeys = await session.query<{ tbl: string; name: string; def: string }>(
      `select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
         from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace
        order by c.relname, k.conname`,
    );
    for (const key of foreignKeys)
      await session.query(
        `alter table ${quoteIdent(key.tbl)} drop constraint ${quoteIdent(key.name)}`,
      );
    for (const table of snapshot.tables)
      await session.query(`alter table ${quoteIdent(table.name)} disable trigger user`);

    for (const table of snapshot.tables) {
      const cols = table.columns.map(quoteIdent).join(', ');
      const insert = `insert into ${quoteIdent(table.name)} (${cols}) overriding system value
        select ${cols} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`;
      let batch: string[] = [];
      let bytes = 0;
      const flush = async () => {
        if (!batch.length) return;
        await session.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
        bytes = 0;
      };
      const lines = createInterface({
        input: createReadStream(path.join(dir, `${table.name}.jsonl`), 'utf8'),
        crlfDelay: Infinity,
      });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        bytes += line.length;
        if (bytes >= BATCH_BYTES || batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
    }

    for (const table of snapshot.tables)
      await session.query(`alter table ${quoteIdent(table.name)} enable trigger user`);
    for (const key of foreignKeys)
      await session.query(
        `alter table ${quoteIdent(key.tbl)} add constraint ${quoteIdent(key.name)} ${key.def}`,
      );
    for (const sequence of snapshot.sequences)
      await session.query(`select setval($1::regclass, $2::bigint, $3::boolean)`, [
        quoteIdent(sequence.name),
        sequence.lastValue,
        sequence.isCalled,
      ]);

    const digests = await digestTables(session);
    for (const table of snapshot.tables) {
      const got = digests.get(table.name);
      if (!got || got.rows !== table.rows || got.sha256 !== table.sha256)
        throw new Error(
          `${table.name} does not match the archive after loading (${got?.rows ?? 0} rows, ${table.rows} expected)`,
        );
    }
  });
}
