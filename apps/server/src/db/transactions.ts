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

/**
 * The PostgreSQL error (its SQLSTATE `code`, and `constraint` where it names one) in an error
 * or in any of its causes: whichever driver raised it and however Drizzle wrapped it.
 */
function postgresErrorOf(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint };
  }
  return undefined;
}

/** PostgreSQL's unique_violation, of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresErrorOf(error);
  return found?.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

/** PostgreSQL's foreign_key_violation: a row pointed at was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '23503';
}

/** PostgreSQL's invalid_parameter_value (an unknown time zone, say). */
export function isInvalidParameter(error: unknown): boolean {
  return postgresErrorOf(error)?.code === '22023';
}
