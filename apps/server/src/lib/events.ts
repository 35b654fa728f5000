import { REALTIME_EVENTS, STREAM_RECENT_CHANGE_MS } from '@doita/shared';
import type { RealtimeEventName } from '@doita/shared';
import type { Database } from '../db/client.js';

/**
 * Realtime fan-out for the event stream (GET /api/events). Topics are `user:<id>` and
 * `couple:<id>`; an event says only what changed (the page asks the API again, where
 * access is checked). In one process the hub is a map of listeners; on PostgreSQL every
 * publish goes through NOTIFY and each server's LISTEN delivers it to its own streams,
 * so N servers behind a load balancer all hear it.
 */
export interface RealtimeMessage {
  topic: string;
  event: RealtimeEventName | StreamControlEvent;
  data?: Record<string, string>;
}

/**
 * Between servers only, never sent to a page: the streams of one person (topic
 * `streams:<userId>`) opened, closed, or to be ended (modules/events/event-streams.ts).
 */
export type StreamControlEvent = 'stream_opened' | 'stream_alive' | 'stream_closed' | 'streams_end';

export type RealtimeListener = (message: RealtimeMessage) => void;

export interface RealtimeHub {
  publish(message: RealtimeMessage): void;
  subscribe(topics: string[], listener: RealtimeListener): () => void;
  /**
   * How long ago (ms) the last page event on any of `topics` was heard here, if within
   * STREAM_RECENT_CHANGE_MS: a stream opening tells its page (the `hello`).
   */
  heardAgo(topics: string[]): number | undefined;
  /** how long (ms) this hub has been listening: it knows of no change before that */
  listeningFor(): number;
  /** how many topics' last change it remembers (health, tests: it stays bounded) */
  remembered(): number;
  close(): Promise<void>;
}

/**
 * The field of a message's data that names the write it tells of, when it goes to several
 * topics: a stream listening to more than one of them passes it on once. Never sent to a page.
 */
export const CHANGE_ID = 'change';

export const userTopic = (userId: string) => `user:${userId}`;
export const coupleTopic = (coupleId: string) => `couple:${coupleId}`;
export const streamsTopic = (userId: string) => `streams:${userId}`;
/** between servers: every stream opened or closed, whoever's (who has a page open) */
export const presenceTopic = 'presence';

const CHANNEL = 'doita_events';

const PAGE_EVENTS = new Set<string>(REALTIME_EVENTS);
/** topics remembered before the old ones are swept (each sweep drops those past the window) */
const HEARD_SWEEP_AT = 10_000;

function createListeners(now: () => number) {
  const startedAt = now();
  const byTopic = new Map<string, Set<RealtimeListener>>();
  /** every topic's last page event, listened to here or not (insertion order = oldest first) */
  const heardAt = new Map<string, number>();
  return {
    dispatch(message: RealtimeMessage) {
      if (PAGE_EVENTS.has(message.event)) {
        const at = now();
        heardAt.delete(message.topic);
        heardAt.set(message.topic, at);
        if (heardAt.size > HEARD_SWEEP_AT) {
          for (const [topic, when] of heardAt) {
            if (at - when <= STREAM_RECENT_CHANGE_MS) break;
            heardAt.delete(topic);
          }
        }
      }
      for (const listener of byTopic.get(message.topic) ?? []) listener(message);
    },
    /** the hub's part of the memory: the same on either hub */
    memory: {
      listeningFor: () => Math.max(0, now() - startedAt),
      remembered: () => heardAt.size,
      heardAgo: (topics: string[]): number | undefined => {
        let last: number | undefined;
        for (const topic of topics) {
          const at = heardAt.get(topic);
          if (at !== undefined && (last === undefined || at > last)) last = at;
        }
        if (last === undefined) return undefined;
        const ago = Math.max(0, now() - last);
        return ago <= STREAM_RECENT_CHANGE_MS ? ago : undefined;
      },
    } satisfies Pick<RealtimeHub, 'heardAgo' | 'listeningFor' | 'remembered'>,
    add(topics: string[], listener: RealtimeListener) {
      for (const topic of topics) {
        let set = byTopic.get(topic);
        if (!set) byTopic.set(topic, (set = new Set()));
        set.add(listener);
      }
      return () => {
        for (const topic of topics) {
          const set = byTopic.get(topic);
          set?.delete(listener);
          if (set?.size === 0) byTopic.delete(topic);
        }
      };
    },
  };
}

export function createLocalHub(now: () => number = Date.now): RealtimeHub {
  const listeners = createListeners(now);
  return {
    publish: (message) => listeners.dispatch(message),
    subscribe: (topics, listener) => listeners.add(topics, listener),
    ...listeners.memory,
    close: () => Promise.resolve(),
  };
}

function parseMessage(payload: string): RealtimeMessage | null {
  try {
    const value = JSON.parse(payload) as Partial<RealtimeMessage>;
    return typeof value.topic === 'string' && typeof value.event === 'string'
      ? (value as RealtimeMessage)
      : null;
  } catch {
    return null;
  }
}

/** NOTIFY/LISTEN when the database can (PostgreSQL), else in-process. */
export async function createRealtimeHub(
  database: Database,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): Promise<RealtimeHub> {
  if (!database.listen) return createLocalHub(now);
  const listeners = createListeners(now);
  const stop = await database.listen(CHANNEL, (payload) => {
    const message = parseMessage(payload);
    if (message) listeners.dispatch(message);
  });
  return {
    publish(message) {
      // A NOTIFY payload must stay under 8000 bytes: messages are a topic and a few ids.
      database
        .raw({ name: 'doita_notify', text: 'select pg_notify($1, $2)' }, [
          CHANNEL,
          JSON.stringify(message),
        ])
        .catch(onError);
    },
    subscribe: (topics, listener) => listeners.add(topics, listener),
    ...listeners.memory,
    close: stop,
  };
}
