import { sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** the timeline's arms, as the cut names them */
export type ArmKind = 'memory' | 'reminder' | 'post';

/**
 * Which of the arms' rows can still be on a page of the whole stream, from their keys only.
 *
 * A page shows `limit` items of all the arms together, yet each arm reads `limit`: where
 * every arm is full (a long history) two thirds of what is read, turned into JSON and sent
 * would be thrown away by the merge. So the arms first read only their keys (from their
 * indexes), and only the rows kept here are read in full. Which those are needs an item's
 * date, and a reminder's or a post's is the day of its instant in the reader's zone, which
 * only the service works out (`instantKey`); but no zone is a whole day from UTC, so that
 * day lies within a day of the UTC one: [lo, hi]. `limit` rows have a date of at least the
 * `limit`-th largest lo, so a row whose hi is below it has `limit` items before it and cannot
 * be on the page. The service still merges and cuts what is left.
 *
 * `keys`: each arm's `limit` newest keys past the cursor, as a select of
 * `id, date, created_at` (memories), `id, datetime` (reminders), `id, published_at` (posts).
 * Gives the two `with`s to put before the statement, and `ids(kind)`: a select of the ids kept.
 */
export function pageCut(db: Db, limit: Placeholder, keys: Record<ArmKind, SQL>) {
  const pageKeys = db
    .$with('page_keys', { kind: sql`kind`, id: sql`id`, lo: sql`lo`, hi: sql`hi` })
    .as(
      sql`select 'memory' as kind, id, date as lo, date as hi from (${keys.memory}) m union all select 'reminder', id, ${dayAround('datetime')} from (${keys.reminder}) r union all select 'post', id, ${dayAround('published_at')} from (${keys.post}) p`,
    );
  const pageKept = db
    .$with('page_kept', { kind: sql`kind`, id: sql`id` })
    .as(
      sql`select kind, id from page_keys where hi >= coalesce((select lo from page_keys order by lo desc offset ${limit}::int - 1 limit 1), '-infinity'::date)`,
    );
  const ids = (kind: ArmKind) => sql`select id from page_kept where kind = ${sql.raw(`'${kind}'`)}`;
  return { withs: [pageKeys, pageKept] as const, ids };
}

/** the earliest and the latest day an instant can have in any zone */
function dayAround(instant: string): SQL {
  const utcDay = `(${instant} at time zone 'UTC')::date`;
  return sql.raw(`${utcDay} - 1 as lo, ${utcDay} + 1 as hi`);
}
