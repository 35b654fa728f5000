import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  primaryKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from '../../db/columns.js';
import { users } from '../users/users-schema.js';
import { couples } from '../couple/couple-schema.js';

/**
 * Reminders (docs/product-rules.md, Reminders): they belong to their author, and to the couple
 * they were written in while it lasts (both partners see them unless private);
 * `author_id` is who made it. `datetime` is when it is due (moved by a snooze);
 * `scheduled_at` is the occurrence its rule produced; `series_start` the first one.
 * A repeating reminder stays one row that moves on to its next occurrence; the
 * occurrences it leaves behind are kept in `reminder_occurrences`.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: text('id').primaryKey(),
    /** the couple it was written in; null when its author had none */
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('custom'),
    /** seen by its author only: 404 to the partner, delivered to the author alone */
    isPrivate: boolean('is_private').notNull().default(false),
    /** the notice comes this many calendar days before each occurrence (0, 1, 3, 7) */
    leadDays: integer('lead_days').notNull().default(0),
    /**
     * The scheduler's next act on this row: the notice (lead days before the occurrence),
     * or, for a repeating reminder noticed early, moving on once the occurrence has come.
     * Null when there is nothing left to do (a delivered one-off, a completed reminder).
     */
    notifyAt: timestamp('notify_at', { withTimezone: true }),
    datetime: timestamp('datetime', { withTimezone: true }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    /** the series' first occurrence: repeats are counted from it (31 Jan monthly: 28 Feb, then 31 Mar) */
    seriesStart: timestamp('series_start', { withTimezone: true }).notNull(),
    /** the zone the wall-clock time was set in: repeats keep that time there */
    timeZone: text('time_zone').notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringType: text('recurring_type').notNull().default('none'),
    calendar: text('calendar').notNull().default('solar'),
    /** the series' lunar date, for lunar reminders */
    lunarDay: integer('lunar_day'),
    lunarMonth: integer('lunar_month'),
    lunarLeap: boolean('lunar_leap').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    notified: boolean('notified').notNull().default(false),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** in the trash since: every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`(setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(description, ''))), 'B'))`,
      ),
    ...timestamps,
  },
  (t) => [
    index('reminders_couple_datetime_idx').on(t.coupleId, t.datetime, t.id),
    index('reminders_couple_completed_datetime_idx').on(
      t.coupleId,
      t.isCompleted,
      t.datetime,
      t.id,
    ),
    index('reminders_couple_type_datetime_idx').on(t.coupleId, t.type, t.datetime, t.id),
    index('reminders_notify_idx')
      .on(t.notifyAt)
      .where(
        sql`${t.notifyAt} is not null and ${t.isCompleted} = false and ${t.deletedAt} is null`,
      ),
    // what its author sees of their own, whatever couple (or none) it was written in
    index('reminders_author_datetime_idx').on(t.authorId, t.datetime, t.id),
    index('reminders_search_idx').using('gin', t.search),
    // The dashboard's recent activity: the couple's newest written, and the author's own.
    index('reminders_couple_created_idx').on(t.coupleId, t.createdAt.desc(), t.id.desc()),
    index('reminders_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    // The trash: a person's trashed items, newest first; the purge, oldest first.
    index('reminders_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('reminders_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
    check('reminders_type', sql`${t.type} in ('anniversary', 'birthday', 'date', 'custom')`),
    check(
      'reminders_recurring_type',
      sql`${t.recurringType} in ('none', 'daily', 'weekly', 'monthly', 'yearly')`,
    ),
    check('reminders_calendar', sql`${t.calendar} in ('solar', 'lunar')`),
    check('reminders_lead_days', sql`${t.leadDays} in (0, 1, 3, 7)`),
    check(
      'reminders_lunar_date',
      sql`${t.calendar} = 'solar' or (${t.lunarDay} between 1 and 30 and ${t.lunarMonth} between 1 and 12)`,
    ),
  ],
);

/**
 * How many reminders each couple has, done and not done, kept by the trigger
 * doita_reminder_counts (migration 0007): the dashboard's "active" count without
 * counting a couple's whole history.
 */
export const reminderCounts = pgTable(
  'reminder_counts',
  {
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coupleId, t.isCompleted] })],
);

/**
 * How many pending reminders (not completed, not in the trash) each (author, couple,
 * privacy) holds, kept by the trigger doita_reminder_pending_counts (migration 0020): the
 * dashboard's "active" count (mine, and our couple's not private) without counting 10 000
 * rows. '' stands for null (written alone; an author whose account is gone).
 */
export const reminderPendingCounts = pgTable(
  'reminder_pending_counts',
  {
    authorId: text('author_id').notNull(),
    coupleId: text('couple_id').notNull(),
    isPrivate: boolean('is_private').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.coupleId, t.isPrivate] }),
    index('reminder_pending_counts_couple_idx').on(t.coupleId),
  ],
);

/** The occurrences a repeating reminder has left behind (delivered, or completed early). */
export const reminderOccurrences = pgTable(
  'reminder_occurrences',
  {
    id: text('id').primaryKey(),
    reminderId: text('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'cascade' }),
    /** the occurrence (its due time) */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminder_occurrences_reminder_idx').on(t.reminderId, t.occurredAt),
    index('reminder_occurrences_couple_idx').on(t.coupleId, t.occurredAt),
    check('reminder_occurrences_outcome', sql`${t.outcome} in ('delivered', 'completed')`),
  ],
);

export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminderRow = typeof reminders.$inferInsert;
