import { EVENTS_TICKET_TTL_SECONDS } from '@doita/shared';
import { addSeconds } from '../../lib/clock.js';
import type { Clock } from '../../lib/clock.js';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens.js';
import type { EventsRepository } from './events-repository.js';

/**
 * The event stream's ticket: EventSource cannot send an Authorization header, and the
 * long-lived session must never sit in a URL (logs, history). So the page trades its
 * access token for a ticket, good for 60 seconds and for opening one stream, once: its
 * SHA-256 is stored and deleted when used, so a ticket seen in a log or replayed by a
 * script opens nothing. It remembers the session it came from, so that signing out
 * closes the streams opened with it.
 */
export interface TicketHolder {
  userId: string;
  sessionId: string | null;
}

export interface EventTickets {
  issue(holder: TicketHolder): Promise<string>;
  /** its holder, or null for anything but a live, unused ticket (which it now uses up) */
  redeem(ticket: string): Promise<TicketHolder | null>;
}

export function createEventTickets(
  events: Pick<EventsRepository, 'insertTicket' | 'consumeTicket'>,
  clock: Clock,
): EventTickets {
  return {
    async issue({ userId, sessionId }) {
      const ticket = newOpaqueToken();
      const now = clock.now();
      await events.insertTicket({
        tokenHash: hashOpaqueToken(ticket),
        userId,
        sessionId,
        expiresAt: addSeconds(now, EVENTS_TICKET_TTL_SECONDS),
        now,
      });
      return ticket;
    },
    async redeem(ticket) {
      return (await events.consumeTicket(hashOpaqueToken(ticket), clock.now())) ?? null;
    },
  };
}
