import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';
import { couples } from '../couple/couple-schema.js';
import { memories } from '../memories/memories-schema.js';
import { users } from '../users/users-schema.js';

/**
 * Our list (docs/product-rules.md, Our list): things a couple means to do together. An item
 * is its author's and the couple's it was written in; while that couple lasts both
 * partners read and change it. `done_at` is set when one of them checks it off;
 * `memory_id` is the memory made from it, if any.
 */
export const listItems = pgTable(
  'list_items',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'set null' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('other'),
    note: text('note').notNull().default(''),
    /** a calendar day, no time */
    targetDate: date('target_date', { mode: 'string' }),
    /** an http(s) address kept as text, never fetched */
    link: text('link'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by').references(() => users.id, { onDelete: 'set null' }),
    memoryId: text('memory_id').references(() => memories.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('list_items_couple_created_idx').on(t.coupleId, t.createdAt.desc(), t.id.desc()),
    index('list_items_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    check('list_items_kind', sql`${t.kind} in ('place', 'food', 'experience', 'gift', 'other')`),
  ],
);

export type ListItemRow = typeof listItems.$inferSelect;
export type NewListItemRow = typeof listItems.$inferInsert;
