import { describe, expect, it } from 'vitest';
import { createShareLinkBodySchema } from './share-links-schemas.js';
import {
  SHARE_LINK_LIMITS,
  isShareLinkLive,
  isValidPasscode,
  shareLinkExpiresAt,
  shareTokenOf,
} from './share-links-rules.js';

describe('share link expiry', () => {
  const now = new Date('2026-02-28T23:30:00Z');

  it('ends the given number of whole days later, across a month end', () => {
    expect(shareLinkExpiresAt(now, 1)?.toISOString()).toBe('2026-03-01T23:30:00.000Z');
    expect(shareLinkExpiresAt(now, 90)?.toISOString()).toBe('2026-05-29T23:30:00.000Z');
  });

  it('lasts until revoked without days', () => {
    expect(shareLinkExpiresAt(now, undefined)).toBeNull();
    expect(isShareLinkLive(null, now)).toBe(true);
  });

  it('stops at its expiry instant, not a millisecond later', () => {
    const end = shareLinkExpiresAt(now, 1)!;
    expect(isShareLinkLive(end, new Date(end.getTime() - 1))).toBe(true);
    expect(isShareLinkLive(end, end)).toBe(false);
  });

  it('takes 1 to 90 whole days only', () => {
    const parse = (expiresInDays: unknown) =>
      createShareLinkBodySchema.safeParse({ albumId: 'a1', expiresInDays }).success;
    expect(parse(SHARE_LINK_LIMITS.minDays)).toBe(true);
    expect(parse(SHARE_LINK_LIMITS.maxDays)).toBe(true);
    for (const bad of [0, 91, 1.5, -1, '7', null]) expect(parse(bad)).toBe(false);
    expect(createShareLinkBodySchema.safeParse({ albumId: 'a1' }).success).toBe(true);
  });
});

describe('share link target', () => {
  it('names exactly one memory or one album', () => {
    expect(createShareLinkBodySchema.safeParse({ memoryId: 'm1' }).success).toBe(true);
    expect(createShareLinkBodySchema.safeParse({}).success).toBe(false);
    expect(createShareLinkBodySchema.safeParse({ memoryId: 'm1', albumId: 'a1' }).success).toBe(
      false,
    );
  });
});

describe('passcodes', () => {
  it('takes 4 to 64 characters, counted as people see them', () => {
    expect(isValidPasscode('1234')).toBe(true);
    expect(isValidPasscode('123')).toBe(false);
    expect(isValidPasscode('bà nội')).toBe(true);
    expect(isValidPasscode('ô😀!')).toBe(false);
    expect(isValidPasscode('ông😀')).toBe(true);
    expect(isValidPasscode('x'.repeat(64))).toBe(true);
    expect(isValidPasscode('x'.repeat(65))).toBe(false);
  });

  it('counts a passcode typed decomposed (NFD) as its composed characters', () => {
    expect(isValidPasscode('ệệ'.normalize('NFD'))).toBe(false);
    expect(isValidPasscode('ệệệệ'.normalize('NFD'))).toBe(true);
    expect(isValidPasscode('ệ'.repeat(64).normalize('NFD'))).toBe(true);
    expect(isValidPasscode('ệ'.repeat(65).normalize('NFD'))).toBe(false);
  });

  it('refuses a space at either end, keeps those inside', () => {
    expect(isValidPasscode(' 1234')).toBe(false);
    expect(isValidPasscode('1234 ')).toBe(false);
    expect(isValidPasscode('12 34')).toBe(true);
    expect(
      createShareLinkBodySchema.safeParse({ memoryId: 'm1', passcode: ' ba noi' }).success,
    ).toBe(false);
  });
});

describe('share page address', () => {
  it('reads a token from /s/<token> and nothing else', () => {
    const token = 'a'.repeat(43);
    expect(shareTokenOf(`/s/${token}`)).toBe(token);
    expect(shareTokenOf(`/s/${token}/x`)).toBeNull();
    expect(shareTokenOf('/s/short')).toBeNull();
    expect(shareTokenOf(`/x/${token}`)).toBeNull();
  });
});
