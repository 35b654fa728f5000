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
export type StreamControlEvent = 'stream_opened' | 'stream_closed' | 'streams_end';

export type RealtimeListener = (message: RealtimeMessage) => void;

export interface RealtimeHub {
  publish(message: RealtimeMessage): void;
  subscribe(topics: string[], listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export const userTopic = (userId: string) => `user:${userId}`;
export const coupleTopic = (coupleId: string) => `couple:${coupleId}`;
export const streamsTopic = (userId: string) => `streams:${userId}`;

const CHANNEL = 'doita_events';

function createListeners() {
  const byTopic = new Map<string, Set<RealtimeListener>>();
  return {
    dispatch(message: RealtimeMessage) {
      for (const listener of byTopic.get(message.topic) ?? []) listener(message);
    },
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

export function createLocalHub(): RealtimeHub {
  const listeners = createListeners();
  return {
    publish: (message) => listeners.dispatch(message),
    subscribe: (topics, listener) => listeners.add(topics, listener),
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
): Promise<RealtimeHub> {
  if (!database.listen) return createLocalHub();
  const listeners = createListeners();
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
    close: stop,
  };
}
