import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION } from '../common/common-schemas.js';
import { updateProfileBodySchema } from '../auth/auth-schemas.js';
import { birthDateProblem } from '../account/account-rules.js';
import { isValidRelationshipStart } from '../couple/couple-rules.js';
import { anniversaryBodySchema, isoDateSchema } from '../couple/couple-schemas.js';
import { memoriesTimelineQuerySchema } from '../memories/memories-schemas.js';
import { isoInstantSchema, lunarDateInputSchema } from '../reminders/reminders-schemas.js';
import { DATE_BOUNDS, isYearInBounds } from './date-bounds.js';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('DATE_BOUNDS: 1900 to 2200, the same for every date the app takes in', () => {
  it('holds whole years from 1900 to 2200, both included', () => {
    expect(DATE_BOUNDS).toEqual({ minYear: 1900, maxYear: 2200 });
    expect([1899, 1900, 2024, 2200, 2201].map(isYearInBounds)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isYearInBounds(2000.5)).toBe(false);
    expect(isYearInBounds(Number.NaN)).toBe(false);
  });

  it('calendar dates (memories, reminders, anniversaries, filters)', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2200-12-31'])
      expect(ok(isoDateSchema, date)).toBe(true);
    for (const date of ['1899-12-31', '2201-01-01', '9999-12-31', '0001-01-01', '0000-01-01'])
      expect(ok(isoDateSchema, date), date).toBe(false);
    expect(ok(anniversaryBodySchema, { anniversaryDate: '2201-01-01' })).toBe(false);
  });

  it('instants (reminder times, snoozes), whatever the offset writes', () => {
    for (const instant of [
      '1900-01-01T00:00:00Z',
      '2200-12-31T23:59:00.000Z',
      '2200-06-01T07:00:00+07:00',
    ])
      expect(ok(isoInstantSchema, instant), instant).toBe(true);
    for (const instant of [
      '1899-12-31T23:59:59Z',
      '2201-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '0001-01-01T00:00:00Z',
    ])
      expect(ok(isoInstantSchema, instant), instant).toBe(false);
  });

  it('an empty date is required; a wrong one is not a date', () => {
    const message = (schema: z.ZodType, value: string) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message);
    for (const empty of ['', '   ']) {
      expect(message(isoDateSchema, empty)).toEqual([VALIDATION.required]);
      expect(message(isoInstantSchema, empty)).toEqual([VALIDATION.required]);
    }
    expect(message(isoDateSchema, '2025-02-30')).toEqual([VALIDATION.invalidDate]);
    expect(message(isoInstantSchema, 'tomorrow')).toEqual([VALIDATION.invalidDate]);
    expect(message(z.email(), '')).toEqual([VALIDATION.required]);
    expect(message(z.iso.date(), '')).toEqual([VALIDATION.required]);
    expect(message(z.email(), 'a@')).toEqual([VALIDATION.email]);
  });

  it('birthdays and relationship starts', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(ok(updateProfileBodySchema, { dateOfBirth: '1899-12-31' })).toBe(false);
    expect(ok(updateProfileBodySchema, { dateOfBirth: '2201-01-01' })).toBe(false);
    expect(ok(updateProfileBodySchema, { dateOfBirth: '1990-05-20' })).toBe(true);
    expect(birthDateProblem('1899-12-31', now, 'Asia/Ho_Chi_Minh')).toBe('validation.invalidDate');
    expect(isValidRelationshipStart('1899-12-31', now, 'UTC')).toBe(false);
    expect(isValidRelationshipStart('1900-01-01', now, 'UTC')).toBe(true);
  });

  it('the memories timeline year, and a lunar year (which the tables cover to 2199)', () => {
    expect(ok(memoriesTimelineQuerySchema, { year: '2200' })).toBe(true);
    expect(ok(memoriesTimelineQuerySchema, { year: '2201' })).toBe(false);
    expect(ok(memoriesTimelineQuerySchema, { year: '9999' })).toBe(false);
    expect(ok(lunarDateInputSchema, { day: 1, month: 1, year: 1899 })).toBe(false);
    expect(ok(lunarDateInputSchema, { day: 1, month: 1, year: 2199 })).toBe(true);
    expect(ok(lunarDateInputSchema, { day: 1, month: 1, year: 2200 })).toBe(false);
  });
});
