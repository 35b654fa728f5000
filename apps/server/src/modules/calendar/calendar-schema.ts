import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-schema.js';

/**
 * The calendar feed's secret, one per person (each subscribes their own phone). Only its
 * SHA-256 is kept: the link is shown when made, and a new one retires the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
