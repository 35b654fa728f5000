import { describe, expect, it } from 'vitest';
import {
  createReminderBodySchema,
  isoInstantSchema,
  recurringBodySchema,
  updateReminderBodySchema,
} from './reminders-schemas.js';
import { updatePreferencesBodySchema } from '../preferences/preferences-schemas.js';
import { lunarMonthLength } from './lunar-calendar.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`));

describe('isoInstantSchema', () => {
  it.each(['2026-02-14T12:00:00.000Z', '2026-02-14T12:00Z', '2026-02-14T19:00:00+07:00'])(
    'accepts %s',
    (v) => {
      expect(isoInstantSchema.safeParse(v).success).toBe(true);
    },
  );
  it.each([
    '2026-02-30T12:00:00Z',
    '2026-02-14T24:00:00Z',
    '2026-02-14T12:00:00',
    '2026-02-14',
    'tomorrow',
    '1800-01-01T00:00Z',
  ])('refuses %s', (v) => {
    expect(isoInstantSchema.safeParse(v).success).toBe(false);
  });
});

describe('createReminderBodySchema', () => {
  const base = { title: 'Kỷ niệm', datetime: '2026-12-01T12:00:00.000Z' };

  it('fills the defaults: custom, not recurring, solar, empty description', () => {
    expect(createReminderBodySchema.parse(base)).toMatchObject({
      type: 'custom',
      description: '',
      calendar: 'solar',
    });
  });

  it('takes a local date and time instead of an instant', () => {
    expect(
      createReminderBodySchema.safeParse({
        title: 'x',
        reminderDate: '2026-12-01',
        reminderTime: '09:30',
      }).success,
    ).toBe(true);
    expect(
      issues(createReminderBodySchema.safeParse({ title: 'x', reminderDate: '2026-12-01' })),
    ).toEqual(['reminderTime:validation.required']);
    expect(
      issues(
        createReminderBodySchema.safeParse({
          title: 'x',
          reminderTime: '25:00',
          reminderDate: '2026-12-01',
        }),
      ),
    ).toEqual(['reminderTime:validation.time']);
    expect(issues(createReminderBodySchema.safeParse({ title: 'x' }))).toEqual([
      'datetime:validation.required',
    ]);
  });

  it('normalises the repeat: a kind alone means recurring, not recurring means none', () => {
    expect(createReminderBodySchema.parse({ ...base, recurringType: 'weekly' })).toMatchObject({
      isRecurring: true,
      recurringType: 'weekly',
    });
    expect(
      createReminderBodySchema.parse({ ...base, isRecurring: false, recurringType: 'weekly' }),
    ).toMatchObject({ recurringType: 'none' });
    expect(issues(createReminderBodySchema.safeParse({ ...base, isRecurring: true }))).toEqual([
      'recurringType:validation.required',
    ]);
  });

  it('refuses unknown types and repeats', () => {
    expect(
      issues(
        createReminderBodySchema.safeParse({ ...base, type: 'party', recurringType: 'hourly' }),
      ),
    ).toEqual(['type:validation.invalid', 'recurringType:validation.invalid']);
  });

  it('a lunar reminder needs a lunar date that exists, and repeats monthly or yearly', () => {
    const lunar = { ...base, calendar: 'lunar' };
    expect(issues(createReminderBodySchema.safeParse(lunar))).toEqual([
      'lunarDate:validation.required',
    ]);
    const short = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
      (m) => lunarMonthLength(m, 2026, false) === 29,
    )!;
    expect(
      issues(
        createReminderBodySchema.safeParse({
          ...lunar,
          lunarDate: { day: 30, month: short, year: 2026 },
        }),
      ),
    ).toEqual(['lunarDate.day:validation.lunarDay']);
    expect(
      issues(
        createReminderBodySchema.safeParse({
          ...lunar,
          lunarDate: { day: 1, month: 3, year: 2023, isLeapMonth: true },
        }),
      ),
    ).toEqual(['lunarDate.isLeapMonth:validation.leapMonth']);
    expect(
      issues(
        createReminderBodySchema.safeParse({
          ...lunar,
          recurringType: 'daily',
          lunarDate: { day: 15, month: 8, year: 2026 },
        }),
      ),
    ).toEqual(['recurringType:validation.lunarRecurrence']);
  });
});

describe('update, recurring and preferences bodies', () => {
  it('update accepts a partial body', () => {
    expect(updateReminderBodySchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });
  it('recurring needs a kind when turned on', () => {
    expect(issues(recurringBodySchema.safeParse({ isRecurring: true }))).toEqual([
      'recurringType:validation.required',
    ]);
    expect(recurringBodySchema.parse({ isRecurring: false, recurringType: 'daily' })).toEqual({
      isRecurring: false,
      recurringType: 'none',
    });
  });
  it('preferences validate the time zone', () => {
    expect(updatePreferencesBodySchema.safeParse({ timeZone: 'Europe/Paris' }).success).toBe(true);
    expect(issues(updatePreferencesBodySchema.safeParse({ timeZone: 'Mars/Olympus' }))).toEqual([
      'timeZone:validation.timeZone',
    ]);
    expect(updatePreferencesBodySchema.safeParse({ notifications: { email: true } }).success).toBe(
      true,
    );
  });
});
