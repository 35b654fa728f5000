import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { eventTickets } from './events-schema.js';

export type EventsRepository = ReturnType<typeof createEventsRepository>;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The event stream's one-time tickets. */
export function createEventsRepository(db: Db) {
  return {
    /** a new ticket; the user's expired ones go at the same time */
    async insertTicket(row: {
      tokenHash: string;
      userId: string;
      sessionId: string | null;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db
        .delete(eventTickets)
        .where(and(eq(eventTickets.userId, row.userId), lte(eventTickets.expiresAt, ts(row.now))));
      const { now: _now, ...ticket } = row;
      await db.insert(eventTickets).values(ticket);
    },

    /**
     * Single use in one statement: the row goes as it is read, so of two requests with one
     * ticket (on one server or two) only one gets its owner back.
     */
    async consumeTicket(
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: string; sessionId: string | null } | undefined> {
      const [row] = await db
        .delete(eventTickets)
        .where(and(eq(eventTickets.tokenHash, tokenHash), gt(eventTickets.expiresAt, ts(now))))
        .returning({ userId: eventTickets.userId, sessionId: eventTickets.sessionId });
      return row;
    },
  };
}
