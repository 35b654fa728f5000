import type { Db } from './client.js';

/**
 * Runs work in one transaction with repositories bound to it: all of it is written,
 * or none. Inside, use only the repositories passed in: on PGlite a query on the
 * outer handle would wait for this very transaction.
 */
export type Transact<R> = <T>(work: (repositories: R) => Promise<T>) => Promise<T>;

export function createTransact<R>(db: Db, repositoriesFor: (db: Db) => R): Transact<R> {
  return (work) => db.transaction((tx) => work(repositoriesFor(tx as unknown as Db)));
}

/** PostgreSQL's unique_violation, whichever driver raised it and however Drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
