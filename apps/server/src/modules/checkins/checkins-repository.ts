import { and, asc, eq, getTableColumns, gte, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client.js';
import { coupleMembers, couples, users } from '../../db/schema.js';
import { checkins } from './checkins-schema.js';
import type { CheckinRow, NewCheckinRow } from './checkins-schema.js';

/** Who is looking: a check-in is its writer's, and its couple's while that couple lasts. */
export interface CheckinViewer {
  userId: string;
  coupleId: string | null;
}

/** "Mine, or written in my current couple" (docs/product-rules.md, Check-ins). */
export function checkinsSeenBy(viewer: CheckinViewer): SQL {
  const mine = eq(checkins.userId, viewer.userId);
  return viewer.coupleId ? or(mine, eq(checkins.coupleId, viewer.coupleId))! : mine;
}

export interface PartnerRow {
  id: string;
  displayName: string;
  timeZone: string;
}

export type CheckinsRepository = ReturnType<typeof createCheckinsRepository>;

/**
 * The list's two reads, written out for the driver (`raw`): Drizzle's per-query type-parser
 * set-up costs several times these queries on PGlite (see users-repository.ts). Rows keyed
 * as the Drizzle reads key them, dates as text. `$2` null: a viewer without a couple.
 */
const CHECKIN_COLUMNS = Object.entries(getTableColumns(checkins))
  .map(([key, column]) =>
    column.getSQLType() === 'date'
      ? `"${column.name}"::text as "${key}"`
      : `"${column.name}" as "${key}"`,
  )
  .join(', ');
const BETWEEN = {
  name: 'checkins_between',
  text: `select ${CHECKIN_COLUMNS} from "checkins" where ("user_id" = $1 or ($2::text is not null and "couple_id" = $2)) and "day" >= $3 and "day" <= $4 order by "day" asc, "user_id" asc`,
};
const PARTNER_OF = {
  name: 'checkins_partner_of',
  text: `select u."id", u."display_name" as "displayName", u."time_zone" as "timeZone" from "couple_members" m inner join "users" u on u."id" = m."user_id" where m."couple_id" = $1 and m."user_id" <> $2`,
};

/** `raw`, when given (outside transactions), serves the list's reads. */
export function createCheckinsRepository(db: Db, raw?: RawQuery) {
  return {
    /** today's row for its writer, written or replaced (one per person and day) */
    async upsert(row: NewCheckinRow): Promise<CheckinRow> {
      const [written] = await db
        .insert(checkins)
        .values(row)
        .onConflictDoUpdate({
          target: [checkins.userId, checkins.day],
          set: {
            mood: row.mood,
            note: row.note ?? '',
            coupleId: row.coupleId ?? null,
            updatedAt: row.updatedAt ?? sql`now()`,
          },
        })
        .returning();
      return written!;
    },

    /** what the viewer sees of the days from..to (their writer's own days), oldest first */
    async between(viewer: CheckinViewer, from: string, to: string): Promise<CheckinRow[]> {
      if (raw) return raw<CheckinRow>(BETWEEN, [viewer.userId, viewer.coupleId, from, to]);
      return db
        .select()
        .from(checkins)
        .where(and(checkinsSeenBy(viewer), gte(checkins.day, from), lte(checkins.day, to)))
        .orderBy(asc(checkins.day), asc(checkins.userId));
    },

    /** one person's check-in of a day, if the viewer may see it */
    async ofDay(viewer: CheckinViewer, userId: string, day: string): Promise<CheckinRow | null> {
      const [row] = await db
        .select()
        .from(checkins)
        .where(and(checkinsSeenBy(viewer), eq(checkins.userId, userId), eq(checkins.day, day)));
      return row ?? null;
    },

    /** the other member of an active couple */
    async partnerOf(userId: string, coupleId: string): Promise<PartnerRow | null> {
      if (raw) return (await raw<PartnerRow>(PARTNER_OF, [coupleId, userId]))[0] ?? null;
      const [row] = await db
        .select({ id: users.id, displayName: users.displayName, timeZone: users.timeZone })
        .from(coupleMembers)
        .innerJoin(users, eq(users.id, coupleMembers.userId))
        .where(and(eq(coupleMembers.coupleId, coupleId), ne(coupleMembers.userId, userId)));
      return row ?? null;
    },

    /**
     * Account deletion: what others wrote in the deleted person's couples stays theirs, as if
     * written alone (their own rows go with the account).
     */
    async keepOthersOf(userId: string): Promise<void> {
      await db
        .update(checkins)
        .set({ coupleId: null })
        .where(
          and(
            sql`${checkins.coupleId} in (select ${couples.id} from ${couples} where ${couples.user1Id} = ${userId} or ${couples.user2Id} = ${userId})`,
            ne(checkins.userId, userId),
          ),
        );
    },

    /** everything a person sees, for their export */
    async visibleTo(viewer: CheckinViewer): Promise<CheckinRow[]> {
      return db
        .select()
        .from(checkins)
        .where(checkinsSeenBy(viewer))
        .orderBy(asc(checkins.day), asc(checkins.userId));
    },

    /** an import: rows of the importer, a day already there is kept as it is */
    async importCheckins(rows: NewCheckinRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const written = await db
        .insert(checkins)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: checkins.id });
      return written.length;
    },
  };
}
