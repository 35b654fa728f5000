import { describe, expect, it } from 'vitest';
import { updateProfileBodySchema } from '../auth/auth-schemas.js';
import {
  anniversaryBodySchema,
  connectBodySchema,
  isoDateSchema,
  updateCoupleBodySchema,
} from '../couple/couple-schemas.js';
import {
  createMemoryBodySchema,
  memoriesSearchQuerySchema,
  updateMemoryBodySchema,
} from '../memories/memories-schemas.js';
import { reminderDateParamsSchema } from '../reminders/reminders-list-schemas.js';
import {
  createReminderBodySchema,
  updateReminderBodySchema,
} from '../reminders/reminders-schemas.js';
import { dateOnlyOf } from './date-format.js';

/** Clients send a date without time as midnight UTC in ISO form, spelled several ways. */
const MIDNIGHT_UTC_SPELLINGS = [
  '2024-02-29',
  '2024-02-29T00:00:00.000Z',
  '2024-02-29T00:00:00Z',
  '2024-02-29T00:00Z',
  '2024-02-29T00:00:00.000000Z',
  '2024-02-29T00:00:00+00:00',
  '2024-02-29T00:00:00-00:00',
  '2024-02-29T00:00:00+0000',
  ' 2024-02-29T00:00:00.000Z ',
];

const NOT_A_DATE_ONLY = [
  '2024-02-29T17:00:00.000Z', // midnight in Hồ Chí Minh City, not in UTC: which day is meant?
  '2024-02-29T00:00:00.001Z',
  '2024-02-29T00:00:00+07:00',
  '2024-02-29T00:00:00', // no offset: a wall-clock time somewhere
  '2025-02-29T00:00:00.000Z', // no such day
  '2024-13-01T00:00:00.000Z',
  '29/02/2024',
  '2024-2-9',
  '',
];

describe('dateOnlyOf', () => {
  it.each(MIDNIGHT_UTC_SPELLINGS)('reads %j as 2024-02-29', (value) => {
    expect(dateOnlyOf(value)).toBe('2024-02-29');
  });
  it.each(NOT_A_DATE_ONLY)('refuses %j', (value) => {
    expect(dateOnlyOf(value)).toBeNull();
  });
});

/**
 * Every date-only field the API takes, each given as a client sends it: accepted and read as
 * that calendar date (the service always receives `YYYY-MM-DD`).
 */
const DATE_ONLY_FIELDS: { name: string; read: (value: string) => unknown }[] = [
  { name: 'isoDateSchema', read: (v) => isoDateSchema.parse(v) },
  {
    name: 'POST /memories date',
    read: (v) => createMemoryBodySchema.parse({ title: 'a', description: 'b', date: v }).date,
  },
  { name: 'PUT /memories/:id date', read: (v) => updateMemoryBodySchema.parse({ date: v }).date },
  {
    name: 'GET /memories/search dateFrom, dateTo',
    read: (v) => {
      const q = memoriesSearchQuerySchema.parse({ dateFrom: v, dateTo: v });
      expect(q.dateTo).toBe(q.dateFrom);
      return q.dateFrom;
    },
  },
  {
    name: 'POST /couple/connect anniversaryDate',
    read: (v) =>
      connectBodySchema.parse({ partnerEmail: 'a@b.vn', anniversaryDate: v }).anniversaryDate,
  },
  {
    name: 'PUT /couple/update anniversaryDate',
    read: (v) => updateCoupleBodySchema.parse({ anniversaryDate: v }).anniversaryDate,
  },
  {
    name: 'PUT /user/anniversary anniversaryDate',
    read: (v) => anniversaryBodySchema.parse({ anniversaryDate: v }).anniversaryDate,
  },
  {
    name: 'PUT /user/me dateOfBirth',
    read: (v) => updateProfileBodySchema.parse({ dateOfBirth: v }).dateOfBirth,
  },
  {
    name: 'POST /reminders reminderDate',
    read: (v) =>
      createReminderBodySchema.parse({ title: 'a', reminderDate: v, reminderTime: '19:00' })
        .reminderDate,
  },
  {
    name: 'PUT /reminders/:id reminderDate',
    read: (v) =>
      updateReminderBodySchema.parse({ reminderDate: v, reminderTime: '19:00' }).reminderDate,
  },
  {
    name: 'GET /reminders/date/:date',
    read: (v) => reminderDateParamsSchema.parse({ date: v }).date,
  },
];

describe('every date-only field of the API', () => {
  it.each(DATE_ONLY_FIELDS)('$name takes midnight UTC as that calendar date', ({ read }) => {
    for (const value of MIDNIGHT_UTC_SPELLINGS) expect(read(value)).toBe('2024-02-29');
  });
  it.each(DATE_ONLY_FIELDS)('$name refuses other times of day and unreal days', ({ read }) => {
    for (const value of NOT_A_DATE_ONLY.filter(Boolean)) expect(() => read(value)).toThrow();
  });
});
