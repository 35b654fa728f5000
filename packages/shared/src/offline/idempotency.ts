import { ERROR_CODES } from '../common/error-codes.js';

/**
 * Idempotency-Key: a write sent with a key the client made (a UUID or a ULID) is
 * applied once however often it is sent; a repeat answers what the first answered, with
 * `Idempotent-Replayed: true`. This is what lets the web's offline queue send again after a
 * lost answer without a memory, a like or a completion happening twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** A day: a queue that waited longer sends a fresh key (its writes are then new). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** 1 to 100 characters of letters, digits, `-` and `_` (a UUID, a ULID, base64url). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function isValidIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/**
 * What the offline queue does with the answer to a queued write:
 * - `sent`: done (a replay of an earlier success counts);
 * - `retry`: nothing was decided (no network, the server busy or down, another request with
 *   the same key still running, the session being renewed): keep it and send it later;
 * - `failed`: the server refused it for good (the memory was deleted meanwhile, the couple
 *   ended, the input is no longer valid): the user is told and the item is kept, marked.
 */
export type QueuedSendOutcome = 'sent' | 'retry' | 'failed';

export function queuedSendOutcome(status: number | undefined): QueuedSendOutcome {
  if (status === undefined) return 'retry';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401 || status === 408 || status === 425 || status === 429) return 'retry';
  if (status >= 500) return 'retry';
  // 409 idempotency in progress is retried; any other 409 (a conflict) is final
  return 'failed';
}

export function queuedSendOutcomeOf(failure: {
  status?: number | undefined;
  code?: string | undefined;
}): QueuedSendOutcome {
  if (failure.status === 409 && failure.code === ERROR_CODES.idempotencyInProgress) return 'retry';
  return queuedSendOutcome(failure.status);
}

/**
 * When a queued write whose send was not decided (`retry`) is tried again while the browser
 * says it is online: 2 s after the first try, doubling up to a minute. The next start and
 * the network coming back still send at once; this is for what neither of them sees: a server
 * that was busy or restarting, a connection lost without the browser noticing.
 * `attempt` counts the tries already made since the queue last emptied (0 for the first).
 */
export const OUTBOX_RETRY_FIRST_MS = 2_000;
export const OUTBOX_RETRY_MAX_MS = 60_000;

export function outboxRetryDelayMs(attempt: number): number {
  const tries = Number.isNaN(attempt) ? 0 : Math.max(0, Math.floor(attempt));
  // 2^5 × 2 s is past the cap already: no need to raise 2 to a large power
  return Math.min(OUTBOX_RETRY_MAX_MS, OUTBOX_RETRY_FIRST_MS * 2 ** Math.min(tries, 10));
}
