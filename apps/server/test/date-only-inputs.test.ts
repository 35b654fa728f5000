import type { Couple, Memory, Reminder, User } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Clients send a date without time as midnight UTC in ISO form. Every
 * date-only field takes that form and reads it as the calendar date it names, whatever the
 * caller's time zone (the full list is checked in packages/shared's date-only.test.ts).
 */
describeEachEngine('date-only fields sent as midnight UTC', (engine) => {
  const t = useTestApp(engine);

  it('are stored and answered as their calendar date on every route that takes one', async () => {
    const { a, b } = await connectedPair(t(), { anniversaryDate: '2023-02-14T00:00:00.000Z' });

    const anniversary = await as(t(), b, 'PUT', '/api/couple/update', {
      anniversaryDate: '2023-02-15T00:00:00Z',
    });
    expect(anniversary.statusCode, anniversary.body).toBe(200);
    expect(anniversary.json<{ couple: Couple }>().couple.anniversaryDate).toBe('2023-02-15');

    const userAnniversary = await as(t(), a, 'PUT', '/api/user/anniversary', {
      anniversaryDate: '2023-02-16T00:00:00.000+00:00',
    });
    expect(userAnniversary.statusCode, userAnniversary.body).toBe(200);
    expect(userAnniversary.json<{ anniversaryDate: string }>().anniversaryDate).toBe('2023-02-16');

    const profile = await as(t(), a, 'PUT', '/api/user/me', {
      dateOfBirth: '1996-02-29T00:00:00.000Z',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<{ user: User }>().user.dateOfBirth).toBe('1996-02-29');

    const created = await as(t(), a, 'POST', '/api/memories', {
      title: 'Hẹn hò đầu tiên',
      description: 'Quán cà phê nhỏ',
      date: '2023-02-14T00:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    const memory = created.json<{ memory: Memory }>().memory;
    expect(memory.date).toBe('2023-02-14');

    const updated = await as(t(), a, 'PUT', `/api/memories/${memory.id}`, {
      date: '2023-03-08T00:00:00Z',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ memory: Memory }>().memory.date).toBe('2023-03-08');

    const search = await as(
      t(),
      b,
      'GET',
      '/api/memories/search?dateFrom=2023-03-08T00:00:00.000Z&dateTo=2023-03-08T00:00:00.000Z',
    );
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json<{ memories: Memory[] }>().memories.map((m) => m.id)).toEqual([memory.id]);

    const reminder = await as(t(), a, 'POST', '/api/reminders', {
      title: 'Sinh nhật',
      reminderDate: '2099-05-20T00:00:00.000Z',
      reminderTime: '19:30',
    });
    expect(reminder.statusCode, reminder.body).toBe(201);
    expect(reminder.json<{ reminder: Reminder }>().reminder).toMatchObject({
      reminderDate: '2099-05-20',
      reminderTime: '19:30',
    });

    const onDay = await as(t(), b, 'GET', '/api/reminders/date/2099-05-20T00:00:00.000Z');
    expect(onDay.statusCode, onDay.body).toBe(200);
    expect(onDay.json<{ reminders: Reminder[] }>().reminders).toHaveLength(1);
  });

  it('refuse a date-time at another hour with 422 invalidDate (which day was meant is unknown)', async () => {
    const user = await t().registerUser({ displayName: 'Chi' });
    const res = await as(t(), user, 'POST', '/api/memories', {
      title: 'a',
      description: 'b',
      date: '2023-02-13T17:00:00.000Z',
      isPrivate: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { field: string; code: string }[] }>().errors).toEqual([
      expect.objectContaining({ field: 'date', code: 'validation.invalidDate' }),
    ]);
  });
});
