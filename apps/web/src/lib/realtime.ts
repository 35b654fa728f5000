import { api } from './api-client';

/**
 * The realtime stream (GET /api/events, Server-Sent Events). EventSource cannot send the
 * bearer header and the session token must not sit in a URL, so each connection first
 * trades the token for a 60-second ticket (POST /api/events/ticket). On any error the
 * stream is closed and reopened later with a fresh ticket; `open` is reported on each
 * (re)connection so the page can refetch what it may have missed.
 */
export type RealtimeEvent = 'open' | 'notification' | 'reminders';

const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

export function connectRealtime(onEvent: (event: RealtimeEvent) => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let delay = RETRY_MIN_MS;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function open(): Promise<void> {
    let ticket: string | undefined;
    try {
      ticket = (await api.post<{ ticket?: string }>('/events/ticket'))?.ticket;
    } catch {
      ticket = undefined;
    }
    if (stopped) return;
    if (!ticket) return retry();
    const next = new EventSource(`/api/events?ticket=${encodeURIComponent(ticket)}`);
    source = next;
    next.onopen = () => {
      delay = RETRY_MIN_MS;
      onEvent('open');
    };
    next.addEventListener('notification', () => onEvent('notification'));
    next.addEventListener('reminders', () => onEvent('reminders'));
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
    source?.close();
  };
}
