import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-schema.js';

/**
 * Uploaded images (POST /upload/single). The bytes live in storage (disk or S3) under
 * `<id>/<width>.webp` and `<id>/<original_file>`; this row says who uploaded them and what
 * files exist, and a file is served only while its row is here. `used_at` is set when a
 * memory, post or avatar takes the image; an image never taken is swept after a day, and
 * one let go (its memory or post deleted, a photo taken out of a memory, an avatar
 * replaced) is deleted with its files at once (uploads-service `free`).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what the bytes were (image/jpeg, image/png, image/gif, image/webp) */
    originalType: text('original_type').notNull(),
    originalName: text('original_name').notNull(),
    /** bytes received */
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** rendition widths stored, ascending */
    widths: integer('widths').array().notNull(),
    /** tiny blurred WebP as a data: URL */
    placeholder: text('placeholder').notNull(),
    /** the full-quality original's file name (`original.jpg` or `original.png`); null before issue 13 */
    originalFile: text('original_file'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * Taken out of a post by an edit (the editor saves as one types, and undo may put it
     * back): not served from then on, its owner may attach it again for a day, then swept.
     */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`${t.usedAt} is null`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;
