import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  coupleMembers,
  memories,
  memoryCounts,
  memoryPlaceCounts,
  reminderPendingCounts,
  memoryMonthDay,
  reminders,
  users,
} from '../../db/schema.js';
import { firstImageOf, memoriesCountedFor, memoriesSeenByArms } from '../memories/index.js';
import {
  reminderCardColumns,
  remindersPendingCountedFor,
  remindersSeenBy,
  remindersSeenByArms,
} from '../reminders/index.js';

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;

const ph = (name: string) => sql.placeholder(name);
const tsParam = (name: string) => sql`${ph(name)}::timestamptz`;

/** My partner as the dashboard needs them (a `date` in JSON is its ISO text, as Drizzle gives it). */
export interface DashboardPartner {
  id: string;
  displayName: string;
  dateOfBirth: string | null;
  /** whether their birthday may show to me (docs/profile-visibility.md) */
  profileVisibility: string;
}

/** How many, in one statement: memories I see, our active and upcoming reminders, my partner. */
export interface DashboardCounts {
  memories: number;
  activeReminders: number;
  upcomingReminders: number;
  /** the places on the viewer's map (memories with coordinates, one per name and point) */
  places: number;
  partner: DashboardPartner | null;
}

const NEWEST_WRITTEN = sql`created_at desc nulls last, id desc nulls last`;
const SOONEST = sql`datetime, id`;

/**
 * The dashboard's reads, each prepared once and each served by an index (migration 0007):
 * nothing here counts or scans a couple's history, so the page costs the same at 100 or
 * 100 000 memories and 10 000 reminders. A single viewer's couple id is '' (no couple has
 * it, and no memory's couple_id is ''). Who sees what is the owners' rule, never restated:
 * the memories' and the reminders' read predicates (and their counts tables'), given the
 * statements' placeholders.
 */
export function createDashboardRepository(db: Db) {
  const userId = ph('userId');
  const coupleId = ph('coupleId');

  // Reminders the viewer sees: theirs, and their couple's not kept private.
  const seenReminder = (withCouple: boolean) =>
    remindersSeenBy(userId, withCouple ? coupleId : null);

  const counts = (withCouple: boolean) => {
    // memory_counts keeps '' for "no couple": only a real couple id may read its shared rows
    const seen = memoriesCountedFor(userId, withCouple ? coupleId : null);
    // the same rule as seenReminder, over reminder_pending_counts ('' for "no couple")
    const seenPending = remindersPendingCountedFor(userId, withCouple ? coupleId : null);
    // the same rule over the places' counts the trigger keeps (migration 0034)
    const seenPlaces = memoriesCountedFor(userId, withCouple ? coupleId : null, memoryPlaceCounts);
    return db
      .select({
        memories: sql<number>`(select coalesce(sum(${memoryCounts.count}), 0) from ${memoryCounts} where ${seen})::int`,
        // the pending ones, from the counts the trigger keeps (migration 0020)
        activeReminders: sql<number>`(select coalesce(sum(${reminderPendingCounts.count}), 0) from ${reminderPendingCounts} where ${seenPending})::int`,
        // a place counted once however many owners and privacies hold it: the map's pins
        places: sql<number>`(select count(*) from (select 1 from ${memoryPlaceCounts} where ${seenPlaces} group by ${memoryPlaceCounts.name}, ${memoryPlaceCounts.lat}, ${memoryPlaceCounts.lng}) as places)::int`,
        upcomingReminders: sql<number>`(select count(*) from ${reminders} where ${seenReminder(withCouple)} and ${reminders.isCompleted} = false and ${reminders.datetime} >= ${tsParam('now')} and ${reminders.datetime} <= ${tsParam('until')})::int`,
        // the partner's name for the couple's time, and their day of birth for the occasions:
        // read here, the occasions cost no statement of their own
        partner: sql<DashboardPartner | null>`(select json_build_object('id', p.id, 'displayName', p.display_name, 'dateOfBirth', p.date_of_birth, 'profileVisibility', p.profile_visibility) from ${coupleMembers} pm join ${users} p on p.id = pm.user_id where pm.couple_id = ${coupleId} and pm.user_id <> ${userId} limit 1)`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .prepare(withCouple ? 'dashboard_counts_couple' : 'dashboard_counts_single');
  };
  const countsCouple = counts(true);
  const countsSingle = counts(false);

  /**
   * ids of memories I see, from two arms (mine; our shared ones), each through its index.
   * Used as `id = any(array(...))`, not `id in (...)`: a prepared (generic) plan cannot tell
   * how many rows `limit $n` leaves and would hash-join the ids with a scan of every memory;
   * an array makes it look them up by primary key (32 ms -> 1 ms at 100 000 memories).
   */
  const visibleIds = (where: SQL, order: SQL, limit: SQL | ReturnType<typeof ph>) =>
    sql`(${sql.join(
      memoriesSeenByArms(userId, coupleId).map(
        (arm) =>
          sql`(select id from ${memories} where ${arm} and ${where} order by ${order} limit ${limit})`,
      ),
      sql` union `,
    )})`;

  const recentMemories = db
    .select({
      id: memories.id,
      title: memories.title,
      date: memories.date,
      mood: memories.mood,
      createdAt: memories.createdAt,
    })
    .from(memories)
    .where(sql`${memories.id} = any(array${visibleIds(sql`true`, NEWEST_WRITTEN, ph('limit'))})`)
    .orderBy(sql`${memories.createdAt} desc nulls last`, sql`${memories.id} desc nulls last`)
    .limit(ph('limit'))
    .prepare('dashboard_recent_memories');

  /**
   * The ids of the reminders the viewer sees, one arm of the owners' rule at a time (mine,
   * by (author, ...); our shared ones, by (couple, ...)), each in its index's order and
   * stopping at the limit: under the rule's `or` instead, PostgreSQL read and sorted all of
   * a couple's reminders for the newest three (a sequential scan at 10 000).
   */
  const reminderIds = (withCouple: boolean, where: SQL, order: SQL) =>
    sql`(${sql.join(
      remindersSeenByArms(userId, withCouple ? coupleId : null).map(
        (arm) =>
          sql`(select id from ${reminders} where ${arm} and ${where} order by ${order} limit ${ph('limit')})`,
      ),
      sql` union `,
    )})`;

  const recentReminders = (withCouple: boolean) =>
    db
      .select({
        id: reminders.id,
        title: reminders.title,
        datetime: reminders.datetime,
        type: reminders.type,
        createdAt: reminders.createdAt,
      })
      .from(reminders)
      .where(sql`${reminders.id} = any(array${reminderIds(withCouple, sql`true`, NEWEST_WRITTEN)})`)
      .orderBy(sql`${reminders.createdAt} desc nulls last`, sql`${reminders.id} desc nulls last`)
      .limit(ph('limit'))
      .prepare(withCouple ? 'dashboard_recent_reminders' : 'dashboard_recent_reminders_single');
  const recentRemindersCouple = recentReminders(true);
  const recentRemindersSingle = recentReminders(false);

  const upcoming = (withCouple: boolean) =>
    db
      .select(reminderCardColumns)
      .from(reminders)
      .where(
        sql`${reminders.id} = any(array${reminderIds(withCouple, sql`${reminders.isCompleted} = false and ${reminders.datetime} >= ${tsParam('now')}`, SOONEST)})`,
      )
      .orderBy(reminders.datetime, reminders.id)
      .limit(ph('limit'))
      .prepare(withCouple ? 'dashboard_upcoming' : 'dashboard_upcoming_single');
  const upcomingCouple = upcoming(true);
  const upcomingSingle = upcoming(false);

  // "On this day": the month-day of the index, earlier years only. One arm per (mine, our
  // shared ones) x (the day, and 29 Feb when today is 28 Feb of a common year; the same day
  // twice otherwise), each reading the newest few in index order: however many years of
  // memories fall on this day, each arm stops at the limit.
  const monthDay = memoryMonthDay(memories.date);
  const onDay = (who: SQL, day: string) =>
    sql`(select id from ${memories} where ${who} and ${monthDay} = ${ph(day)} and ${memories.date} < ${ph('yearStart')}::date order by ${memories.date} desc nulls last limit ${ph('limit')})`;
  const onDays = memoriesSeenByArms(userId, coupleId).flatMap((arm) => [
    onDay(arm, 'monthDay1'),
    onDay(arm, 'monthDay2'),
  ]);
  const onThisDay = db
    .select({
      id: memories.id,
      title: memories.title,
      date: memories.date,
      cover: firstImageOf(),
    })
    .from(memories)
    .where(sql`${memories.id} = any(array(${sql.join(onDays, sql` union `)}))`)
    .orderBy(sql`${memories.date} desc`, sql`${memories.createdAt} desc`, sql`${memories.id} desc`)
    .limit(ph('limit'))
    .prepare('dashboard_on_this_day');

  return {
    async counts(
      viewer: { userId: string; coupleId: string | null },
      now: Date,
      until: Date,
    ): Promise<DashboardCounts> {
      const statement = viewer.coupleId ? countsCouple : countsSingle;
      const [row] = await statement.execute({
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        now: now.toISOString(),
        until: until.toISOString(),
      });
      return (
        row ?? { memories: 0, activeReminders: 0, upcomingReminders: 0, places: 0, partner: null }
      );
    },

    recentMemories: (viewer: { userId: string; coupleId: string | null }, limit: number) =>
      recentMemories.execute({ userId: viewer.userId, coupleId: viewer.coupleId ?? '', limit }),

    recentReminders: (viewer: { userId: string; coupleId: string | null }, limit: number) =>
      (viewer.coupleId ? recentRemindersCouple : recentRemindersSingle).execute({
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        limit,
      }),

    /**
     * The `limit` soonest not completed and due from now on, with no upper bound: the service
     * keeps those of the coming 7 days, and when there are none still knows the next one
     * (splitUpcoming), from the same read of the index.
     */
    upcoming: (viewer: { userId: string; coupleId: string | null }, now: Date, limit: number) =>
      (viewer.coupleId ? upcomingCouple : upcomingSingle).execute({
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        now: now.toISOString(),
        limit,
      }),

    /** memories dated on one of `monthDays` (month * 100 + day) before `yearStart` (YYYY-01-01) */
    onThisDay: (
      viewer: { userId: string; coupleId: string | null },
      monthDays: number[],
      yearStart: string,
      limit: number,
    ) =>
      onThisDay.execute({
        userId: viewer.userId,
        coupleId: viewer.coupleId ?? '',
        monthDay1: monthDays[0] ?? 0,
        monthDay2: monthDays[1] ?? monthDays[0] ?? 0,
        yearStart,
        limit,
      }),
  };
}
