import { describe, expect, it } from 'vitest';
import { partnerOf } from './couple-rules.js';
import { connectBodySchema, coupleCodeSchema, isoDateSchema } from './couple-schemas.js';

describe('coupleCodeSchema', () => {
  it('folds case and ignores spaces and dashes', () => {
    expect(coupleCodeSchema.parse(' abcd-efgh ')).toBe('ABCDEFGH');
  });
  it('rejects ambiguous characters and wrong lengths', () => {
    expect(coupleCodeSchema.safeParse('ABCDEFG0').success).toBe(false); // zero
    expect(coupleCodeSchema.safeParse('ABCDEFGI').success).toBe(false); // I
    expect(coupleCodeSchema.safeParse('ABCDEFG').success).toBe(false);
    expect(coupleCodeSchema.safeParse('ABCDEFGHJ').success).toBe(false);
    expect(coupleCodeSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('isoDateSchema', () => {
  it('accepts real dates only', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2025-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2025-02-30').success).toBe(false);
    expect(isoDateSchema.safeParse('2025-2-3').success).toBe(false);
    expect(isoDateSchema.safeParse('1899-12-31').success).toBe(false);
  });
});

describe('connectBodySchema', () => {
  it('normalises the e-mail and keeps an optional date', () => {
    expect(connectBodySchema.parse({ partnerEmail: ' Bao@Example.com ' })).toEqual({
      partnerEmail: 'bao@example.com',
    });
    expect(connectBodySchema.safeParse({ partnerEmail: 'not-an-email' }).success).toBe(false);
  });
});

describe('partnerOf', () => {
  const user = (id: string) => ({
    id,
    displayName: id,
    firstName: null,
    lastName: null,
    email: `${id}@x.co`,
    avatarUrl: null,
  });
  it('is the other user, whichever side I am', () => {
    expect(partnerOf({ user1: user('a'), user2: user('b') }, 'a').id).toBe('b');
    expect(partnerOf({ user1: user('a'), user2: user('b') }, 'b').id).toBe('a');
  });
});
