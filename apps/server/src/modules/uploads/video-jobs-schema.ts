import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from '../users/users-schema.js';

/**
 * Videos waiting to be prepared, or being prepared (docs/product-rules.md, Videos). The queue
 * lives here, not in memory, so a restart loses nothing: a job whose server stopped
 * (`started_at` set, no longer running anywhere) is taken again once its lease is over.
 * A row goes when its upload is ready or failed, or its file cleaned (or deleted: cascade).
 */
export const videoJobs = pgTable(
  'video_jobs',
  {
    uploadId: text('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** the stored file to prepare (`original.mov`, or a Live Photo's `clip.mov`) */
    source: text('source').notNull(),
    /**
     * `prepare`: the rendition and poster of a new upload. `clean`: a file stored before
     * uploads were kept without their metadata, copied again without it (video-cleaning.ts);
     * these wait behind every `prepare`, and do not count toward the queue's bounds.
     */
    task: text('task', { enum: ['prepare', 'clean'] })
      .notNull()
      .default('prepare'),
    attempts: integer('attempts').notNull().default(0),
    /** taken by a server until then; null while waiting */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_jobs_queue_idx').on(t.createdAt)],
);

export type VideoJobRow = typeof videoJobs.$inferSelect;
