import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { couples } from '../couple/couple-schema.js';
import { uploads } from '../uploads/uploads-schema.js';
import { users } from '../users/users-schema.js';

/**
 * Letters for later (docs/product-rules.md, Letters for later): written to the partner,
 * sealed until `opens_on` comes in the recipient's time zone. The letter is its writer's
 * (it goes with the writer's account) and the couple's it was written in: the recipient
 * sees it while that couple is their current one, so a disconnect hides it from them and a
 * reconnect (same couple id) brings it back. A recipient who deletes their account leaves
 * the letter to its writer (`recipient_id` null).
 */
export const letters = pgTable(
  'letters',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    /** the recipient's calendar day it opens on */
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    /**
     * when it was first found open (by a read or the opening job): from then on it is open
     * for good, whatever the recipient's time zone does, and its photos are served to them
     */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** when the recipient was told it opened (once; the notification's key dedupes too) */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('letters_author_order_idx').on(t.authorId, t.opensOn.desc(), t.id.desc()),
    index('letters_recipient_order_idx').on(t.recipientId, t.coupleId, t.opensOn, t.id),
    // The opening job: letters not yet announced, soonest first.
    index('letters_unannounced_idx')
      .on(t.opensOn, t.id)
      .where(sql`${t.announcedAt} is null`),
  ],
);

/** A letter's photos, in order. */
export const letterImages = pgTable(
  'letter_images',
  {
    letterId: text('letter_id')
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.letterId, t.uploadId] }),
    index('letter_images_upload_id_idx').on(t.uploadId),
  ],
);

export type LetterRow = typeof letters.$inferSelect;
export type NewLetterRow = typeof letters.$inferInsert;
