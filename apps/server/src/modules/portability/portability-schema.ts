import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import type { ImportOfferSummary } from '@doita/shared';
import { users } from '../users/users-schema.js';
import type { WritePlan as HeldPlanValue } from './archive-writer.js';

export const PORTABILITY_JOB_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export interface JobErrorValue {
  code: string;
  message: string;
}

/** What an export job and an import job both are: whose, how far, and why it failed. */
const jobColumns = () => ({
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: PORTABILITY_JOB_STATUSES }).notNull().default('pending'),
  progress: integer('progress').notNull().default(0),
  error: jsonb('error').$type<JobErrorValue>(),
});

/** A person's jobs newest last, the unfinished ones the start marks failed, and the statuses. */
const jobIndexes =
  (table: 'export_jobs' | 'import_jobs') =>
  (t: { userId: AnyPgColumn; createdAt: AnyPgColumn; status: AnyPgColumn }) => [
    index(`${table}_user_idx`).on(t.userId, t.createdAt),
    index(`${table}_unfinished_idx`)
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
    check(`${table}_status`, sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ];

/**
 * Exports: one row per ZIP asked for. The ZIP itself is written, streamed, to
 * DATA_DIR/exports/<id>.zip by the worker (modules/portability); `progress` is 0 to 100.
 * A job left pending or running by a stopped server is marked failed when it starts again.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    ...jobColumns(),
    /** bytes of the finished ZIP (a couple's photos make it many GB: int4 stopped at 2 GiB) */
    size: bigint('size', { mode: 'number' }),
    ...timestamps,
  },
  jobIndexes('export_jobs'),
);

/**
 * Single-use download links of a ready export. A row holds the SHA-256 of a ticket, never
 * the ticket (a copy of this table opens nothing): who asked for it, from which session,
 * until when, and when it was used. Using a ticket stamps `used_at` in the same UPDATE that
 * checks it, so of two requests with one ticket only one gets the file, on any server.
 */
export const exportTickets = pgTable(
  'export_tickets',
  {
    /** hex SHA-256 of the ticket */
    hash: text('hash').primaryKey(),
    exportId: text('export_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the session (refresh-token family) that asked: signing it out ends the link */
    sessionId: text('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('export_tickets_export_idx').on(t.exportId),
    index('export_tickets_user_idx').on(t.userId),
  ],
);

/** Imports: the ZIP waits in DATA_DIR/imports/<id>.zip while the job runs. */
export const importJobs = pgTable(
  'import_jobs',
  {
    ...jobColumns(),
    counts:
      jsonb('counts').$type<Record<string, { added: number; skipped: number; held?: number }>>(),
    ...timestamps,
  },
  jobIndexes('import_jobs'),
);

/**
 * What an import added, by the id it had in the archive: the same archive imported again
 * (by me or my partner) finds its items here and adds nothing.
 */
export const importedItems = pgTable(
  'imported_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.sourceId] })],
);

/**
 * Items an import held for the importer's partner, because the archive says the partner
 * wrote them: `plan` is what accepting writes (archive items, checked by the import), and
 * `photos` the uploads made for them, owned and claimed by the importer until then (so
 * nothing counts as the partner's before they say yes). A row lives until accepted or
 * declined; it goes with either person's account.
 */
export const importOffers = pgTable(
  'import_offers',
  {
    id: text('id').primaryKey(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the archive's ids of the importer and of the partner, to know who wrote what */
    people: jsonb('people').$type<{ user: string; partner: string }>().notNull(),
    plan: jsonb('plan').$type<HeldPlanValue>().notNull(),
    /** archive photo path to upload id */
    photos: jsonb('photos').$type<Record<string, string>>().notNull(),
    summary: jsonb('summary').$type<ImportOfferSummary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('import_offers_to_idx').on(t.toUserId, t.createdAt)],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type NewExportTicketRow = typeof exportTickets.$inferInsert;
export type ImportOfferRow = typeof importOffers.$inferSelect;
export type ImportJobRow = typeof importJobs.$inferSelect;
