import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from '../../db/columns.js';
import { users } from '../users/users-schema.js';
import { couples } from '../couple/couple-schema.js';

/**
 * A couple's day of the daily question (docs/product-rules.md, "The daily question"): one
 * row per couple and day, written when either partner first opens that day. `question_id`
 * is the bank's id of the day's question; `skipped_ids` the questions a skip set aside that
 * day (one a day), kept for the no-repeat rule. `revealed_at` is set in the transaction of
 * the second answer: from then on both answers are shown to both. Keyed by the couple, so a
 * reconnect brings the history back (same couple id).
 */
export const questionDays = pgTable(
  'question_days',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    questionId: text('question_id').notNull(),
    skippedIds: text('skipped_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skippedBy: text('skipped_by').references(() => users.id, { onDelete: 'set null' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('question_days_couple_day_unique').on(t.coupleId, t.day.desc())],
);

/**
 * One answer per person and day. `search` is kept by PostgreSQL from the text, accents and
 * case folded by `doita_unaccent`, for the history's accent-free search.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    dayId: text('day_id')
      .notNull()
      .references(() => questionDays.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, doita_unaccent(text))`),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.dayId, t.userId] }),
    index('question_answers_user_idx').on(t.userId),
    index('question_answers_search_idx').using('gin', t.search),
  ],
);

export type QuestionDayRow = typeof questionDays.$inferSelect;
export type NewQuestionDayRow = typeof questionDays.$inferInsert;
export type QuestionAnswerRow = Omit<typeof questionAnswers.$inferSelect, 'search'>;
