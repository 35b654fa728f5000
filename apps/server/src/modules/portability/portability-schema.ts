import { sql } from 'drizzle-orm';
import {
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
import { users } from '../users/users-schema.js';

export const PORTABILITY_JOB_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export interface JobErrorValue {
  code: string;
  message: string;
}

/**
 * Exports (issue 18): one row per ZIP asked for. The ZIP itself is written, streamed, to
 * DATA_DIR/exports/<id>.zip by the worker (modules/portability); `progress` is 0 to 100.
 * A job left pending or running by a stopped server is marked failed when it starts again.
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PORTABILITY_JOB_STATUSES }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    error: jsonb('error').$type<JobErrorValue>(),
    /** bytes of the finished ZIP */
    size: integer('size'),
    ...timestamps,
  },
  (t) => [
    index('export_jobs_user_idx').on(t.userId, t.createdAt),
    index('export_jobs_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('export_jobs_status', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
);

/** Imports (issue 18): the ZIP waits in DATA_DIR/imports/<id>.zip while the job runs. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PORTABILITY_JOB_STATUSES }).notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, { added: number; skipped: number }>>(),
    error: jsonb('error').$type<JobErrorValue>(),
    ...timestamps,
  },
  (t) => [
    index('import_jobs_user_idx').on(t.userId, t.createdAt),
    index('import_jobs_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('import_jobs_status', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
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

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type ImportJobRow = typeof importJobs.$inferSelect;
