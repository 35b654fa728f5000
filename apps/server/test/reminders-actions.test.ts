import { lunarToSolar, solarToLunar, toLocalDate, zonedToInstant } from '@doita/shared';
import type { Reminder } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair, errorOf } from './helpers/couple.js';
import { createReminder, fieldErrors, inMinutes } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const HCM = 'Asia/Ho_Chi_Minh';
const reminderOf = (body: string) => (JSON.parse(body) as { reminder: Reminder }).reminder;

describeEachEngine('reminders: complete, snooze, repeat, lunar dates', (engine) => {
  const t = useTestApp(engine);

  it('complete and incomplete, by either partner', async () => {
    const { a, b } = await connectedPair(t());
    const r = await createReminder(t(), a);
    const done = await as(t(), b, 'PATCH', `/api/reminders/${r.id}/complete`);
    expect(reminderOf(done.body)).toMatchObject({
      isCompleted: true,
      status: 'completed',
      completedAt: expect.any(String) as string,
    });
    const again = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/incomplete`);
    expect(reminderOf(again.body)).toMatchObject({
      isCompleted: false,
      completedAt: null,
      status: 'upcoming',
    });
  });

  it('snooze: into the future only, never a completed reminder', async () => {
    const { a } = await connectedPair(t());
    const r = await createReminder(t(), a);
    const until = inMinutes(t(), 15);
    const snoozed = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/snooze`, {
      snoozeUntil: until,
    });
    expect(reminderOf(snoozed.body)).toMatchObject({
      datetime: until,
      isSnoozed: true,
      notified: false,
    });
    const past = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/snooze`, {
      snoozeUntil: inMinutes(t(), -5),
    });
    expect(past.statusCode).toBe(422);
    expect(fieldErrors(past.body)).toEqual(['snoozeUntil:validation.snoozePast']);
    await as(t(), a, 'PATCH', `/api/reminders/${r.id}/complete`);
    const completed = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/snooze`, {
      snoozeUntil: inMinutes(t(), 30),
    });
    expect(completed.statusCode).toBe(400);
    expect(errorOf(completed)).toEqual({
      message: 'A completed reminder cannot be snoozed',
      code: 'REMINDER_COMPLETED',
    });
    expect(
      (await as(t(), a, 'PATCH', `/api/reminders/${r.id}/snooze`, { snoozeUntil: 'soon' }))
        .statusCode,
    ).toBe(422);
  });

  it('PATCH recurring turns repeating on and off', async () => {
    const { a } = await connectedPair(t());
    const r = await createReminder(t(), a);
    const on = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/recurring`, {
      isRecurring: true,
      recurringType: 'monthly',
    });
    expect(reminderOf(on.body)).toMatchObject({ isRecurring: true, recurringType: 'monthly' });
    const off = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/recurring`, {
      isRecurring: false,
    });
    expect(reminderOf(off.body)).toMatchObject({ isRecurring: false, recurringType: 'none' });
    const bad = await as(t(), a, 'PATCH', `/api/reminders/${r.id}/recurring`, {
      isRecurring: true,
    });
    expect(fieldErrors(bad.body)).toEqual(['recurringType:validation.required']);
  });

  it('a lunar reminder: Trung thu every year, answered with its lunar date', async () => {
    const { a } = await connectedPair(t());
    const year = solarToLunar(toLocalDate(new Date(), HCM)).year + 1;
    const solar = lunarToSolar({ day: 15, month: 8, year, isLeapMonth: false })!;
    const datetime = zonedToInstant({ ...solar, hour: 19, minute: 30 }, HCM)!.toISOString();
    const r = await createReminder(t(), a, {
      title: 'Trung thu',
      datetime,
      calendar: 'lunar',
      lunarDate: { day: 15, month: 8, year },
      recurringType: 'yearly',
    });
    expect(r).toMatchObject({
      calendar: 'lunar',
      lunarDate: { day: 15, month: 8, year, isLeapMonth: false },
      reminderTime: '19:30',
    });
    const done = reminderOf((await as(t(), a, 'PATCH', `/api/reminders/${r.id}/complete`)).body);
    expect(done.lunarDate).toEqual({ day: 15, month: 8, year: year + 1, isLeapMonth: false });
    expect(toLocalDate(new Date(done.datetime), HCM)).toEqual(
      lunarToSolar({ day: 15, month: 8, year: year + 1, isLeapMonth: false }),
    );
  });

  it('refuses lunar dates that do not exist, and a date that is not the lunar date', async () => {
    const { a } = await connectedPair(t());
    const datetime = inMinutes(t(), 60 * 24 * 30);
    const post = (body: object) =>
      as(t(), a, 'POST', '/api/reminders', {
        title: 'Giỗ',
        datetime,
        calendar: 'lunar',
        recurringType: 'yearly',
        ...body,
      });
    const leap = await post({ lunarDate: { day: 10, month: 3, year: 2030, isLeapMonth: true } });
    expect(fieldErrors(leap.body)).toEqual(['lunarDate.isLeapMonth:validation.leapMonth']);
    const mismatch = await post({ lunarDate: { day: 1, month: 1, year: 2099 } });
    expect(fieldErrors(mismatch.body)).toEqual(['datetime:validation.lunarMismatch']);
    const daily = await post({
      recurringType: 'daily',
      lunarDate: { day: 1, month: 1, year: 2099 },
    });
    expect(fieldErrors(daily.body)).toEqual(['recurringType:validation.lunarRecurrence']);
    const missing = await post({});
    expect(fieldErrors(missing.body)).toEqual(['lunarDate:validation.required']);
  });

  it('both partners completing a repeating reminder at once never complete one occurrence twice', async () => {
    const { a, b } = await connectedPair(t());
    const day = 86_400_000;
    for (let round = 0; round < 3; round++) {
      const r = await createReminder(t(), a, { isRecurring: true, recurringType: 'daily' });
      const answers = await Promise.all([
        as(t(), a, 'PATCH', `/api/reminders/${r.id}/complete`),
        as(t(), b, 'PATCH', `/api/reminders/${r.id}/complete`),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const history = (await as(t(), a, 'GET', `/api/reminders/${r.id}/history`))
        .json<{ occurrences: { occurredAt: string }[] }>()
        .occurrences.map((o) => o.occurredAt);
      // Read at the same time, both find the first occurrence: it is completed once, and
      // the reminder moves one day on. One after the other, the second completes the next.
      expect(new Set(history).size).toBe(history.length);
      const expected = Array.from({ length: history.length }, (_, i) =>
        new Date(Date.parse(r.datetime) + i * day).toISOString(),
      ).reverse();
      expect(history).toEqual(expected);
      const now = (await as(t(), a, 'GET', `/api/reminders/${r.id}`)).body;
      expect(reminderOf(now).datetime).toBe(
        new Date(Date.parse(r.datetime) + history.length * day).toISOString(),
      );
    }
  });

  it('malformed ids and bodies are 4xx, never 5xx', async () => {
    const { a } = await connectedPair(t());
    expect((await as(t(), a, 'GET', '/api/reminders/not-a-real-id')).statusCode).toBe(404);
    expect((await as(t(), a, 'PUT', '/api/reminders/x', { datetime: 12 })).statusCode).toBe(422);
  });
});
