import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Db } from './client.js';

/**
 * Plain SQL text on either driver, for the code that reads and writes the database as data
 * (snapshot.ts, migration-level.ts, the ops tools): Drizzle's handle, given `$1`-style text.
 */
/** One statement at a time inside a transaction; `$1`-style parameters. */
export interface Session {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

function toSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, index) =>
    index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
  );
  return sql.join(chunks, sql.raw(''));
}

export function sessionOf(db: Db): Session {
  return {
    async query<Row>(text: string, params: unknown[] = []) {
      // both drivers answer with { rows }
      const result: unknown = await db.execute(toSql(text, params));
      return (result as { rows: Row[] }).rows;
    },
  };
}

export function inTransaction<T>(database: Database, work: (session: Session) => Promise<T>) {
  return database.db.transaction((tx) => work(sessionOf(tx as unknown as Db)));
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
