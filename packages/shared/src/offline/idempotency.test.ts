import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../common/error-codes.js';
import {
  OUTBOX_RETRY_FIRST_MS,
  OUTBOX_RETRY_MAX_MS,
  isValidIdempotencyKey,
  outboxRetryDelayMs,
  queuedSendOutcome,
  queuedSendOutcomeOf,
} from './idempotency.js';
import { idempotencyHeadersSchema } from './idempotency-schemas.js';

describe('Idempotency-Key', () => {
  it('takes UUIDs, ULIDs and base64url, 1 to 100 characters', () => {
    expect(isValidIdempotencyKey('0b7f3c1e-8a4d-4f6e-9c2b-1d5e7f9a0b3c')).toBe(true);
    expect(isValidIdempotencyKey('01JB8ZK3Q4V6X7Y8Z9A0B1C2D3')).toBe(true);
    expect(isValidIdempotencyKey('a')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(100))).toBe(true);
  });

  it('refuses empty, too long, spaces, punctuation, Vietnamese letters and non-strings', () => {
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(101))).toBe(false);
    expect(isValidIdempotencyKey('a b')).toBe(false);
    expect(isValidIdempotencyKey('a/b')).toBe(false);
    expect(isValidIdempotencyKey('kỷniệm')).toBe(false);
    expect(isValidIdempotencyKey('abc\n')).toBe(false);
    expect(isValidIdempotencyKey(42)).toBe(false);
    expect(isValidIdempotencyKey(undefined)).toBe(false);
  });

  it('validates the header and lets every other header through', () => {
    const ok = idempotencyHeadersSchema.safeParse({ 'idempotency-key': 'k1', host: 'x' });
    expect(ok.success && ok.data).toEqual({ 'idempotency-key': 'k1', host: 'x' });
    expect(idempotencyHeadersSchema.safeParse({ host: 'x' }).success).toBe(true);
    const bad = idempotencyHeadersSchema.safeParse({ 'idempotency-key': 'a b' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('validation.idempotencyKey');
  });
});

describe('what the offline queue does with an answer', () => {
  it('counts any success as sent', () => {
    expect(queuedSendOutcome(200)).toBe('sent');
    expect(queuedSendOutcome(201)).toBe('sent');
  });

  it('keeps the write for later when nothing was decided', () => {
    for (const status of [undefined, 401, 408, 429, 500, 502, 503])
      expect(queuedSendOutcome(status)).toBe('retry');
    expect(queuedSendOutcomeOf({ status: 409, code: ERROR_CODES.idempotencyInProgress })).toBe(
      'retry',
    );
  });

  it('marks refusals for good as failed (never dropped silently)', () => {
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(queuedSendOutcome(status)).toBe('failed');
    expect(queuedSendOutcomeOf({ status: 409, code: ERROR_CODES.coupleExists })).toBe('failed');
    expect(queuedSendOutcomeOf({ status: 404 })).toBe('failed');
  });
});

describe('when an undecided queued write is tried again', () => {
  it('waits 2 s after the first try, then twice as long each time, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(outboxRetryDelayMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(outboxRetryDelayMs(0)).toBe(OUTBOX_RETRY_FIRST_MS);
  });

  it('stays at the minute however many tries, and reads a bad count as the first', () => {
    expect(outboxRetryDelayMs(1_000)).toBe(OUTBOX_RETRY_MAX_MS);
    expect(outboxRetryDelayMs(Number.POSITIVE_INFINITY)).toBe(OUTBOX_RETRY_MAX_MS);
    expect(outboxRetryDelayMs(-3)).toBe(OUTBOX_RETRY_FIRST_MS);
    expect(outboxRetryDelayMs(Number.NaN)).toBe(OUTBOX_RETRY_FIRST_MS);
    expect(outboxRetryDelayMs(1.7)).toBe(4_000);
  });
});
