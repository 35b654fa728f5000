import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, couples, users } from '../../db/schema.js';
import { reminderOccurrences, reminders } from './reminders-schema.js';
import type { NewReminderRow, ReminderRow } from './reminders-schema.js';
import { createRemindersImportWrites } from './reminders-import-repository.js';
import { createUpcomingPage, listColumns } from './reminders-upcoming-repository.js';
import { visibleTo } from './reminders-audience-repository.js';
import type { ReminderViewer } from './reminders-audience-repository.js';

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

/** A reminder without its search column, with its author (left joined). */
export type ReminderListRow = Omit<ReminderRow, 'search'> & {
  authorName: string | null;
} & { authorAvatarUploadId: string | null; authorAvatarWidth: number | null };

/**
 * A reminder as a card shows it (the dashboard's upcoming list, the timeline): one
 * projection for both, turned into the API's card by `toReminderCard` (reminders-view.ts).
 */
export const reminderCardColumns = {
  id: reminders.id,
  title: reminders.title,
  description: reminders.description,
  datetime: reminders.datetime,
  type: reminders.type,
  isCompleted: reminders.isCompleted,
};
export type ReminderCardRow = Pick<
  ReminderRow,
  'id' | 'title' | 'description' | 'datetime' | 'type' | 'isCompleted'
>;

export type ReminderPatch = Partial<
  Pick<
    ReminderRow,
    | 'title'
    | 'description'
    | 'type'
    | 'datetime'
    | 'scheduledAt'
    | 'seriesStart'
    | 'timeZone'
    | 'isRecurring'
    | 'recurringType'
    | 'calendar'
    | 'lunarDay'
    | 'lunarMonth'
    | 'lunarLeap'
    | 'isCompleted'
    | 'completedAt'
    | 'notified'
    | 'notifiedAt'
    | 'notifyAt'
    | 'isPrivate'
    | 'leadDays'
    | 'updatedAt'
  >
>;

/**
 * Which of the viewer's reminders a list shows, in what order. Every kind keeps to the
 * indexes of its two arms: (author, datetime) and (couple, datetime), (couple,
 * is_completed, datetime), (couple, type, datetime), or the search GIN index.
 */
export type ReminderQuery =
  | { kind: 'all' }
  | { kind: 'pending' }
  | { kind: 'completed' }
  | { kind: 'overdue'; now: Date }
  | { kind: 'between'; from: Date; to: Date }
  | { kind: 'after'; from: Date }
  | { kind: 'dueWithin'; from: Date; to: Date }
  | { kind: 'type'; type: string }
  | { kind: 'recurring' }
  | { kind: 'search'; words: string[] };

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** `đi ăn` -> `đi:* & ăn:*`, accents folded in SQL: a prefix match on every word. */
const prefixQuery = (words: string[]) =>
  // once per query, not per row (see memories-repository.ts tsQuery)
  sql`(select to_tsquery('simple'::regconfig, doita_unaccent(${words.map((w) => `${w}:*`).join(' & ')})) offset 0)`;

function whereOf(viewer: ReminderViewer, query: ReminderQuery): SQL {
  const couple = visibleTo(viewer);
  const pending = eq(reminders.isCompleted, false);
  switch (query.kind) {
    case 'all':
    case 'recurring':
      return query.kind === 'all' ? couple : and(couple, eq(reminders.isRecurring, true))!;
    case 'pending':
      return and(couple, pending)!;
    case 'completed':
      return and(couple, eq(reminders.isCompleted, true))!;
    case 'overdue':
      return and(couple, pending, lt(reminders.datetime, ts(query.now)))!;
    case 'between':
      return and(
        couple,
        gte(reminders.datetime, ts(query.from)),
        lt(reminders.datetime, ts(query.to)),
      )!;
    case 'after':
      return and(couple, pending, gt(reminders.datetime, ts(query.from)))!;
    case 'dueWithin':
      return and(
        couple,
        pending,
        gte(reminders.datetime, ts(query.from)),
        lte(reminders.datetime, ts(query.to)),
      )!;
    case 'type':
      return and(couple, eq(reminders.type, query.type))!;
    case 'search':
      return and(couple, sql`${reminders.search} @@ ${prefixQuery(query.words)}`)!;
  }
}

function orderOf(query: ReminderQuery): SQL[] {
  switch (query.kind) {
    case 'all':
      // pending first, soonest first; then the completed ones
      return [asc(reminders.isCompleted), asc(reminders.datetime), asc(reminders.id)];
    case 'completed':
    case 'overdue':
      return [desc(reminders.datetime), desc(reminders.id)];
    case 'search':
      return [
        sql`ts_rank(${reminders.search}, ${prefixQuery(query.words)}) desc`,
        asc(reminders.datetime),
        asc(reminders.id),
      ];
    default:
      return [asc(reminders.datetime), asc(reminders.id)];
  }
}

export interface ReminderCounts {
  total: number;
  completed: number;
  overdue: number;
  today: number;
  upcoming: number;
  future: number;
  recurring: number;
  lunar: number;
  anniversary: number;
  birthday: number;
  date: number;
  custom: number;
}

export function createRemindersRepository(db: Db) {
  const withAuthor = () =>
    db.select(listColumns).from(reminders).leftJoin(users, eq(users.id, reminders.authorId));

  return {
    ...createRemindersImportWrites(db),
    ...createUpcomingPage(db),

    async insert(row: NewReminderRow): Promise<void> {
      await db.insert(reminders).values(row);
    },

    async update(id: string, patch: ReminderPatch): Promise<void> {
      await db.update(reminders).set(patch).where(eq(reminders.id, id));
    },

    /**
     * Moves a repeating reminder on from the occurrence `from`, only if it is still there
     * (not done, not moved since it was read): false when someone else moved it first.
     */
    async moveOnFrom(id: string, from: Date, patch: ReminderPatch): Promise<boolean> {
      const moved = await db
        .update(reminders)
        .set(patch)
        .where(
          and(
            eq(reminders.id, id),
            sql`date_trunc('milliseconds', ${reminders.scheduledAt}) = ${ts(from)}`,
            eq(reminders.isCompleted, false),
          ),
        )
        .returning({ id: reminders.id });
      return moved.length > 0;
    },

    /** the occurrences a repeating reminder leaves behind as it moves on */
    async insertOccurrences(rows: (typeof reminderOccurrences.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(reminderOccurrences).values(rows);
    },

    async delete(id: string): Promise<void> {
      await db.delete(reminders).where(eq(reminders.id, id));
    },

    /** moves it to the trash: every read but the trash's answers 404 from now */
    async trash(id: string, by: string, at: Date): Promise<void> {
      await db
        .update(reminders)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(reminders.id, id), isNull(reminders.deletedAt)));
    },

    /** the reminder if the viewer may see it */
    async findVisible(id: string, viewer: ReminderViewer): Promise<ReminderListRow | undefined> {
      const [row] = await withAuthor()
        .where(and(eq(reminders.id, id), visibleTo(viewer)))
        .limit(1);
      return row;
    },

    /** the occurrence a repeating reminder left behind last (what an undo brings back) */
    async latestOccurrence(reminderId: string) {
      const [row] = await db
        .select()
        .from(reminderOccurrences)
        .where(eq(reminderOccurrences.reminderId, reminderId))
        .orderBy(desc(reminderOccurrences.createdAt), desc(reminderOccurrences.occurredAt))
        .limit(1);
      return row;
    },

    async deleteOccurrence(id: string): Promise<void> {
      await db.delete(reminderOccurrences).where(eq(reminderOccurrences.id, id));
    },

    /** a page of past occurrences, newest first, below the (occurredAt, id) bound */
    async history(
      reminderId: string,
      before: { at: Date; id: string } | null,
      limit: number,
    ): Promise<(typeof reminderOccurrences.$inferSelect)[]> {
      const of = eq(reminderOccurrences.reminderId, reminderId);
      return db
        .select()
        .from(reminderOccurrences)
        .where(
          before
            ? and(
                of,
                sql`(${reminderOccurrences.occurredAt}, ${reminderOccurrences.id}) < (${ts(before.at)}, ${before.id})`,
              )
            : of,
        )
        .orderBy(desc(reminderOccurrences.occurredAt), desc(reminderOccurrences.id))
        .limit(limit);
    },

    /**
     * One page and how many match in all, in one query (`count(*) over ()` rides along with
     * each row); only a page past the end asks again for the count.
     */
    async list(
      viewer: ReminderViewer,
      query: ReminderQuery,
      window: { offset: number; limit: number },
    ): Promise<{ rows: ReminderListRow[]; total: number }> {
      const where = whereOf(viewer, query);
      const found = await db
        .select({ ...listColumns, total: sql<number>`(count(*) over ())::int` })
        .from(reminders)
        .leftJoin(users, eq(users.id, reminders.authorId))
        .where(where)
        .orderBy(...orderOf(query))
        .limit(window.limit)
        .offset(window.offset);
      const rows = found.map(({ total: _total, ...row }) => row);
      if (found[0]) return { rows, total: found[0].total };
      if (window.offset === 0) return { rows, total: 0 };
      const [counted] = await db.select({ total: count() }).from(reminders).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** the counts behind the filters and statistics, in one pass over the couple's rows */
    async counts(
      viewer: ReminderViewer,
      now: Date,
      todayEnd: Date,
      upcomingEnd: Date,
    ): Promise<ReminderCounts> {
      const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
      const pending = sql`not ${reminders.isCompleted}`;
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: n(sql`${reminders.isCompleted}`),
          overdue: n(sql`${pending} and ${reminders.datetime} < ${ts(now)}`),
          today: n(
            sql`${pending} and ${reminders.datetime} >= ${ts(now)} and ${reminders.datetime} < ${ts(todayEnd)}`,
          ),
          upcoming: n(
            sql`${pending} and ${reminders.datetime} >= ${ts(now)} and ${reminders.datetime} <= ${ts(upcomingEnd)}`,
          ),
          future: n(sql`${pending} and ${reminders.datetime} > ${ts(upcomingEnd)}`),
          recurring: n(sql`${reminders.isRecurring}`),
          lunar: n(sql`${reminders.calendar} = 'lunar'`),
          anniversary: n(sql`${reminders.type} = 'anniversary'`),
          birthday: n(sql`${reminders.type} = 'birthday'`),
          date: n(sql`${reminders.type} = 'date'`),
          custom: n(sql`${reminders.type} = 'custom'`),
        })
        .from(reminders)
        .where(visibleTo(viewer));
      return row!;
    },

    /** reminders due per month on the viewer's calendar */
    async byMonth(
      viewer: ReminderViewer,
      timeZone: string,
    ): Promise<{ month: string; count: number }[]> {
      const month = sql<string>`to_char(${reminders.datetime} at time zone ${timeZone}, 'YYYY-MM')`;
      return (
        db
          .select({ month, count: sql<number>`count(*)::int` })
          .from(reminders)
          .where(visibleTo(viewer))
          // by position: the zone is a parameter, and `$2` in GROUP BY is not `$1` in SELECT
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /**
     * Before an account's couples go (account deletion): what the other person wrote in
     * them stays theirs, as if written alone, with its history.
     */
    async keepOthersOf(userId: string): Promise<void> {
      const ours = sql`(select ${couples.id} from ${couples} where ${couples.user1Id} = ${userId} or ${couples.user2Id} = ${userId})`;
      const theirs = and(
        sql`${reminders.coupleId} in ${ours}`,
        sql`${reminders.authorId} <> ${userId}`,
      )!;
      await db
        .update(reminderOccurrences)
        .set({ coupleId: null })
        .where(
          sql`${reminderOccurrences.reminderId} in (select ${reminders.id} from ${reminders} where ${theirs})`,
        );
      await db.update(reminders).set({ coupleId: null }).where(theirs);
    },

    /** the viewer and their partner, with their days of birth (the occasions) */
    async occasionPeople(
      viewer: ReminderViewer,
    ): Promise<
      { id: string; displayName: string; dateOfBirth: string | null; profileVisibility: string }[]
    > {
      const people = viewer.coupleId
        ? or(
            eq(users.id, viewer.userId),
            sql`${users.id} in (select ${coupleMembers.userId} from ${coupleMembers} where ${coupleMembers.coupleId} = ${viewer.coupleId})`,
          )!
        : eq(users.id, viewer.userId);
      return db
        .select({
          id: users.id,
          displayName: users.displayName,
          dateOfBirth: users.dateOfBirth,
          profileVisibility: users.profileVisibility,
        })
        .from(users)
        .where(people)
        .limit(2);
    },

    /** every reminder the viewer sees, for the calendar feed, at most `max` */
    async allVisible(viewer: ReminderViewer, max: number): Promise<ReminderListRow[]> {
      return withAuthor()
        .where(visibleTo(viewer))
        .orderBy(asc(reminders.datetime), asc(reminders.id))
        .limit(max);
    },
  };
}
