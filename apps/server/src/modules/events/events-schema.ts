import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-schema.js';

/**
 * The event stream's tickets: a page trades its access token for one (POST
 * /events/ticket) and opens the stream with it once. Only the SHA-256 is kept; opening
 * the stream deletes the row, so a ticket works once on whichever server it reaches.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the session (refresh-token family) it was issued to: signing out closes its streams */
    sessionId: text('session_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('event_tickets_user_id_idx').on(t.userId, t.expiresAt)],
);

export type EventTicketRow = typeof eventTickets.$inferSelect;
