import { outboxRetryDelayMs } from '@doita/shared';
import { flushOutbox, hasWaiting } from './outbox';
import type { OutboxSender } from './outbox';
import { browserSaysOffline } from './network';

/**
 * Sends `userId`'s queue on `now()`, and while writes still wait and the browser says it is
 * online, again after `outboxRetryDelayMs` (2 s, doubling to a minute) until the queue is
 * empty: without it, a send the server left undecided (busy, restarting) waited for the next
 * start or the next time the network came back. `now()` starts the delays over (the network
 * came back: no reason to wait); `soon()` makes sure a try is coming (a write was just
 * queued online: its answer lost, or behind others); `stop()` ends it (signed out, another
 * account).
 */
export function createOutboxFlusher(userId: string, send?: OutboxSender) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  let running = false;
  // the latest run decides what comes next: an earlier one still awaiting schedules nothing
  let latest = 0;
  const online = () => !browserSaysOffline();
  const later = () => {
    timer = setTimeout(() => void run(), outboxRetryDelayMs(attempt));
    attempt += 1;
  };
  const run = async () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !online()) return;
    const mine = (latest += 1);
    running = true;
    try {
      await flushOutbox(userId, send);
    } finally {
      if (mine === latest) running = false;
    }
    if (stopped || mine !== latest) return;
    if (hasWaiting(userId) && online()) later();
    else attempt = 0;
  };
  return {
    now: () => {
      attempt = 0;
      return run();
    },
    soon: () => {
      // a run under way looks at what waits when it ends
      if (stopped || running || timer !== undefined || !online()) return;
      later();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
