import { eventsContract, endpointPath } from '@doita/shared';
import type {
  RealtimeChange,
  STREAM_CLOSED_EVENT,
  STREAM_HELLO_EVENT,
  StreamCloseReason,
  StreamHello,
} from '@doita/shared';
import { API_BASE } from './api-client';
import { call } from './api-contract';
import { MESSAGES, emitMessagesEvent, messageEventOf } from './messages-events';
import { serverHeard } from './offline/network';

/**
 * The realtime stream (GET /api/events, Server-Sent Events). EventSource cannot send the
 * bearer header and the session token must not sit in a URL, so each connection first
 * trades the token for a 60-second ticket (POST /api/events/ticket). On any error the
 * stream is closed and reopened later with a fresh ticket; `open` is reported on each
 * (re)connection so the page can refetch what it may have missed.
 *
 * The server ends a stream with a `closed` event when the person holds too many (this
 * one was `replaced` by a newer tab: reopening at once would only push another tab out,
 * so it waits until this tab is looked at again) or when the session ended
 * (`signed_out`: nothing to reopen).
 */
export type RealtimeEvent =
  'open' | 'hello' | 'notification' | 'reminders' | 'changed' | 'signed_out';

function changeOf(event: Event): RealtimeChange | undefined {
  try {
    const data = JSON.parse(String((event as MessageEvent).data)) as Partial<RealtimeChange>;
    return typeof data.areas === 'string' && typeof data.by === 'string'
      ? { areas: data.areas, by: data.by }
      : undefined;
  } catch {
    return undefined;
  }
}

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** the server's farewell event (STREAM_CLOSED_EVENT in @doita/shared, kept out of this chunk) */
const CLOSED: typeof STREAM_CLOSED_EVENT = 'closed';
/** the server's first event once the stream listens (STREAM_HELLO_EVENT) */
const HELLO: typeof STREAM_HELLO_EVENT = 'hello';

const duration = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

function helloOf(event: Event): StreamHello {
  try {
    const data = JSON.parse(String((event as MessageEvent).data)) as Record<string, unknown>;
    const changedAgoMs = duration(data.changedAgoMs);
    const listeningForMs = duration(data.listeningForMs);
    return {
      ...(changedAgoMs === undefined ? {} : { changedAgoMs }),
      ...(listeningForMs === undefined ? {} : { listeningForMs }),
    };
  } catch {
    return {};
  }
}

function reasonOf(event: Event): StreamCloseReason | null {
  try {
    const { reason } = JSON.parse(String((event as MessageEvent).data)) as { reason?: unknown };
    return reason === 'replaced' || reason === 'signed_out' ? reason : null;
  } catch {
    return null;
  }
}

/** Calls `then` once, the next time this tab is shown or focused. */
function whenLookedAtAgain(then: () => void): () => void {
  const fire = () => {
    if (document.visibilityState !== 'visible') return;
    cancel();
    then();
  };
  const cancel = () => {
    document.removeEventListener('visibilitychange', fire);
    window.removeEventListener('focus', fire);
  };
  document.addEventListener('visibilitychange', fire);
  window.addEventListener('focus', fire);
  return cancel;
}

/**
 * `open` is reported on every (re)connection with `reconnected` true after the first: what
 * happened while the stream was down is not replayed, so the page refetches what it shows.
 * `hello` follows once the server listens, with how long ago the last change was heard
 * (`hello.changedAgoMs`), for a first stream to know whether what it shows is older.
 */
export function connectRealtime(
  onEvent: (
    event: RealtimeEvent,
    change?: RealtimeChange,
    reconnected?: boolean,
    hello?: StreamHello,
  ) => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let delay = RETRY_MIN_MS;
  let cancelWait: (() => void) | undefined;
  let opened = false;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function open(): Promise<void> {
    let ticket: string | undefined;
    try {
      ticket = (await call(eventsContract.ticket)).ticket;
    } catch {
      ticket = undefined;
    }
    if (stopped) return;
    if (!ticket) return retry();
    const next = new EventSource(
      `${API_BASE}${endpointPath(eventsContract.stream)}?ticket=${encodeURIComponent(ticket)}`,
    );
    source = next;
    const reconnected = opened;
    next.onopen = () => {
      delay = RETRY_MIN_MS;
      opened = true;
      onEvent('open', undefined, reconnected);
      serverHeard();
    };
    next.addEventListener(HELLO, (event) =>
      onEvent('hello', undefined, reconnected, helloOf(event)),
    );
    next.addEventListener('notification', () => onEvent('notification'));
    next.addEventListener('reminders', () => onEvent('reminders'));
    next.addEventListener('changed', (event) => {
      const change = changeOf(event);
      if (change) onEvent('changed', change);
      serverHeard();
    });
    // the conversation's changes go to its own listeners (lib/messages-events.ts)
    next.addEventListener(MESSAGES, (event) => {
      const data = messageEventOf(event.data);
      if (data) emitMessagesEvent(data);
      serverHeard();
    });
    next.addEventListener(CLOSED, (event) => {
      const reason = reasonOf(event);
      next.close();
      if (source === next) source = null;
      if (stopped) return;
      // this device was signed out elsewhere (its session ended): the page finds out now,
      // not at its next click
      if (reason === 'signed_out') return onEvent('signed_out');
      cancelWait = whenLookedAtAgain(() => {
        cancelWait = undefined;
        delay = RETRY_MIN_MS;
        void open();
      });
    });
    next.onerror = () => {
      next.close();
      if (source === next) source = null;
      retry();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    cancelWait?.();
    source?.close();
  };
}
