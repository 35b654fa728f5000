import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../common/validation-messages.js';
import { birthDateProblem, describeUserAgent, isMobileSystem } from './account-rules.js';

describe('birthDateProblem', () => {
  // 2026-03-01 00:30 in Hà Nội is still 28 February in UTC.
  const now = new Date('2026-02-28T17:30:00Z');

  it("accepts today on the user's calendar, refuses tomorrow", () => {
    expect(birthDateProblem('2026-03-01', now, 'Asia/Ho_Chi_Minh')).toBeNull();
    expect(birthDateProblem('2026-03-01', now, 'UTC')).toBe(VALIDATION.futureDate);
    expect(birthDateProblem('2026-03-02', now, 'Asia/Ho_Chi_Minh')).toBe(VALIDATION.futureDate);
  });

  it.each([
    ['1996-02-29', null], // a leap day
    ['1995-02-29', VALIDATION.invalidDate], // not a date
    ['1900-01-01', null],
    ['1899-12-31', VALIDATION.invalidDate],
    ['28/02/1995', VALIDATION.invalidDate],
    ['', VALIDATION.invalidDate],
  ])('%s -> %s', (iso, expected) => {
    expect(birthDateProblem(iso, now, 'Asia/Ho_Chi_Minh')).toBe(expected);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox',
      'macOS',
    ],
  ])('%s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });

  it('says nothing it does not know', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});

describe('isMobileSystem', () => {
  it('is true for phones and tablets only', () => {
    expect(['iOS', 'Android', 'Windows', 'macOS', 'Linux', null].map(isMobileSystem)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
