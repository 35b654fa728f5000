import { sql } from 'drizzle-orm';
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
 * The bounds counted, then added to, under `lockCountOf`: each its own first key. Another
 * bound takes a new number here, never one used before.
 */
const COUNTED_BOUNDS = { albums: 1, shareLinks: 2, passkeys: 3, imports: 4, videos: 5 } as const;

/**
 * Holds, to the end of the transaction `db` is in, the right to count `bound`'s rows of
 * `ownerId` (a couple, a person) and add to them: two requests at once would otherwise both
 * count one under the bound and both add. The two-key form of PostgreSQL's advisory locks
 * lives in a key space apart from the one-key form (the nudges' and the migrations' locks),
 * and the first key keeps each bound apart from the others. Two owners whose ids hash alike
 * only wait for each other. On PGlite, one session, the transactions already run one at a time.
 */
export async function lockCountOf(
  db: Db,
  bound: keyof typeof COUNTED_BOUNDS,
  ownerId: string,
): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${COUNTED_BOUNDS[bound]}::int, hashtext(${ownerId}))`,
  );
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
