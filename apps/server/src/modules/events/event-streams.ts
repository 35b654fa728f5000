import { randomUUID } from 'node:crypto';
import { EVENT_STREAMS_MAX } from '@doita/shared';
import type { StreamCloseReason } from '@doita/shared';
import type { RealtimeHub, RealtimeMessage } from '../../lib/events.js';
import { presenceTopic, streamsTopic } from '../../lib/events.js';

/**
 * Who holds event streams open, across every server: at most EVENT_STREAMS_MAX per
 * person (a newer one closes the oldest), and ended at once when the session that opened
 * them ends (sign-out, password change, reuse of a refresh token, account deletion).
 *
 * Each server announces its streams on the person's control topic (through the hub, so
 * PostgreSQL NOTIFY carries it to the other servers) and closes only its own. A server
 * hears every stream opened after its own first one for that person, which is all it
 * needs: a stream of its own closes when the person has EVENT_STREAMS_MAX newer ones.
 */
/**
 * A page open on another server counts while that server keeps saying so: each server
 * repeats its streams on the presence topic every PRESENCE_REFRESH_MS, and one not heard of
 * for PRESENCE_LEASE_MS is taken as gone. A server that crashed never says its streams
 * closed; without the lease its people would count as reading for good, and never be
 * notified. A server that starts late learns of the others' streams within one refresh.
 */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_LEASE_MS = 3 * PRESENCE_REFRESH_MS;

export interface OpenStream {
  userId: string;
  sessionId: string | null;
  /** writes the farewell event and ends the response */
  close(reason: StreamCloseReason): void;
}

/** Which of a person's streams to end: those of some sessions, or all but one session's. */
export type StreamsScope = { sessions: string[] } | { allBut: string | null };

export interface StreamRegistry {
  /** a stream just opened; the returned function forgets it (call it when it closes) */
  open(stream: OpenStream): () => void;
  /** ends a person's streams in `scope`, on every server */
  end(userId: string, scope: StreamsScope): void;
  /**
   * Whether the person has a page open somewhere: a stream of theirs on this server or
   * announced by another since this one started (what the conversation asks before it
   * notifies and pushes: an open page hears the event instead).
   */
  isOpen(userId: string): boolean;
  /** says again, to every server, which streams this one holds (on a timer while it holds any) */
  refresh(): void;
  /** stops the refresh timer (the app closing) */
  close(): void;
  /** local streams (health, tests) */
  readonly size: number;
}

interface Entry {
  id: string;
  openedAt: number;
  sessionId: string | null;
  /** set for this server's own streams */
  local?: OpenStream;
}

const newestFirst = (a: Entry, b: Entry) => b.openedAt - a.openedAt || (a.id < b.id ? 1 : -1);

export function createStreamRegistry(
  hub: Pick<RealtimeHub, 'publish' | 'subscribe'>,
  now: () => number = Date.now,
  max: number = EVENT_STREAMS_MAX,
): StreamRegistry {
  /** per person with a stream here: the newest streams heard of, this server's among them */
  const people = new Map<string, { entries: Entry[]; unsubscribe: () => void }>();
  let size = 0;
  /** every server's open streams by person, as announced on the presence topic: when last heard */
  const present = new Map<string, Map<string, number>>();
  const seen = (userId: string, id: string, open: boolean) => {
    const ids = present.get(userId) ?? new Map<string, number>();
    if (open) ids.set(id, now());
    else ids.delete(id);
    if (ids.size > 0) present.set(userId, ids);
    else present.delete(userId);
  };
  hub.subscribe([presenceTopic], (message) => {
    const { userId, id } = message.data ?? {};
    if (!userId || !id) return;
    if (message.event === 'stream_opened' || message.event === 'stream_alive')
      seen(userId, id, true);
    else if (message.event === 'stream_closed') seen(userId, id, false);
  });
  let refreshTimer: ReturnType<typeof setInterval> | undefined;

  function refresh() {
    for (const [userId, person] of people)
      for (const entry of person.entries) {
        if (!entry.local) continue;
        seen(userId, entry.id, true);
        hub.publish({
          topic: presenceTopic,
          event: 'stream_alive',
          data: { userId, id: entry.id },
        });
      }
  }

  /** the refresh runs while this server holds a stream, and not after */
  function keepRefreshing() {
    if (size > 0 && !refreshTimer) {
      refreshTimer = setInterval(refresh, PRESENCE_REFRESH_MS);
      refreshTimer.unref();
    } else if (size === 0 && refreshTimer) {
      clearInterval(refreshTimer);
      refreshTimer = undefined;
    }
  }

  function closeLocal(entry: Entry, reason: StreamCloseReason) {
    const stream = entry.local;
    if (!stream) return;
    entry.local = undefined;
    stream.close(reason);
  }

  /** keeps the `max` newest; this server's streams past them close */
  function trim(userId: string) {
    const person = people.get(userId);
    if (!person) return;
    person.entries.sort(newestFirst);
    for (const entry of person.entries.slice(max)) closeLocal(entry, 'replaced');
    person.entries = person.entries.slice(0, max);
  }

  function heard(userId: string, message: RealtimeMessage) {
    const person = people.get(userId);
    const data = message.data ?? {};
    if (!person) return;
    if (message.event === 'stream_opened' && data.id) {
      if (person.entries.some((entry) => entry.id === data.id)) return;
      person.entries.push({
        id: data.id,
        openedAt: Number(data.openedAt) || 0,
        sessionId: data.sessionId || null,
      });
      trim(userId);
    } else if (message.event === 'stream_closed' && data.id) {
      person.entries = person.entries.filter((entry) => entry.id !== data.id || entry.local);
    } else if (message.event === 'streams_end') {
      const sessions = data.sessions?.split(',') ?? null;
      const allBut = data.allBut ?? null;
      for (const entry of person.entries) {
        const ends = sessions
          ? entry.sessionId !== null && sessions.includes(entry.sessionId)
          : entry.sessionId === null || entry.sessionId !== allBut;
        if (ends) closeLocal(entry, 'signed_out');
      }
    }
  }

  return {
    get size() {
      return size;
    },

    open(stream) {
      const entry: Entry = {
        id: randomUUID(),
        openedAt: now(),
        sessionId: stream.sessionId,
        local: stream,
      };
      let person = people.get(stream.userId);
      if (!person) {
        const unsubscribe = hub.subscribe([streamsTopic(stream.userId)], (message) =>
          heard(stream.userId, message),
        );
        person = { entries: [], unsubscribe };
        people.set(stream.userId, person);
      }
      person.entries.push(entry);
      size++;
      keepRefreshing();
      seen(stream.userId, entry.id, true);
      hub.publish({
        topic: presenceTopic,
        event: 'stream_opened',
        data: { userId: stream.userId, id: entry.id },
      });
      trim(stream.userId);
      hub.publish({
        topic: streamsTopic(stream.userId),
        event: 'stream_opened',
        data: {
          id: entry.id,
          openedAt: String(entry.openedAt),
          ...(stream.sessionId ? { sessionId: stream.sessionId } : {}),
        },
      });
      let forgotten = false;
      return () => {
        if (forgotten) return;
        forgotten = true;
        size--;
        keepRefreshing();
        seen(stream.userId, entry.id, false);
        hub.publish({
          topic: presenceTopic,
          event: 'stream_closed',
          data: { userId: stream.userId, id: entry.id },
        });
        const current = people.get(stream.userId);
        if (!current) return;
        current.entries = current.entries.filter((e) => e !== entry);
        hub.publish({
          topic: streamsTopic(stream.userId),
          event: 'stream_closed',
          data: { id: entry.id },
        });
        if (!current.entries.some((e) => e.local)) {
          current.unsubscribe();
          people.delete(stream.userId);
        }
      };
    },

    isOpen(userId) {
      if (people.get(userId)?.entries.some((entry) => entry.local)) return true;
      const ids = present.get(userId);
      if (!ids) return false;
      const oldest = now() - PRESENCE_LEASE_MS;
      for (const [id, heardAt] of ids) if (heardAt < oldest) ids.delete(id);
      if (ids.size === 0) present.delete(userId);
      return ids.size > 0;
    },

    refresh,

    close() {
      clearInterval(refreshTimer);
      refreshTimer = undefined;
    },

    end(userId, scope) {
      hub.publish({
        topic: streamsTopic(userId),
        event: 'streams_end',
        data:
          'sessions' in scope
            ? { sessions: scope.sessions.join(',') }
            : scope.allBut
              ? { allBut: scope.allBut }
              : {},
      });
    },
  };
}
