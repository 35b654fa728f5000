import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { couples } from '../couple/couple-schema.js';
import { users } from '../users/users-schema.js';

/**
 * Daily check-ins (docs/product-rules.md, Check-ins): one a day per person, on the
 * person's own calendar (`day` is their local date when they set it). A check-in is its
 * author's, and the couple's it was written in while that couple lasts (null when its
 * author had none). Setting it again the same day replaces the row.
 */
export const checkins = pgTable(
  'checkins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** one of the memories' moods (MEMORY_MOODS, shared) */
    mood: text('mood').notNull(),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('checkins_user_day_idx').on(t.userId, t.day),
    index('checkins_couple_day_idx').on(t.coupleId, t.day),
    check('checkins_note_length', sql`char_length(${t.note}) <= 280`),
  ],
);

export type CheckinRow = typeof checkins.$inferSelect;
export type NewCheckinRow = typeof checkins.$inferInsert;
