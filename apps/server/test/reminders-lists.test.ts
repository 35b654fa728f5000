import type { RemindersList, ReminderStatistics } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createReminder, inMinutes } from './helpers/reminders.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('reminders: lists, filters, search and statistics', (engine) => {
  const t = useTestApp(engine);
  const list = async (user: TestUser, url: string) => {
    const res = await as(t(), user, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RemindersList>();
  };
  const titles = (l: RemindersList) => l.reminders.map((r) => r.title);

  /** One couple with a reminder in every state, minutes from now. */
  async function seeded() {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const day = 24 * 60;
    // earlier today (overdue), later today, in 3 days, in 20 days, done, yearly
    await createReminder(ctx, a, { title: 'Quá hạn', datetime: inMinutes(ctx, -1), type: 'date' });
    await createReminder(ctx, a, { title: 'Hôm nay', datetime: inMinutes(ctx, 1), type: 'custom' });
    await createReminder(ctx, b, {
      title: 'Sinh nhật Bình',
      datetime: inMinutes(ctx, 3 * day),
      type: 'birthday',
      recurringType: 'yearly',
    });
    await createReminder(ctx, b, {
      title: 'Đi Đà Lạt',
      datetime: inMinutes(ctx, 20 * day),
      type: 'date',
      description: 'Đặt phòng khách sạn',
    });
    const done = await createReminder(ctx, a, {
      title: 'Mua hoa',
      datetime: inMinutes(ctx, 2 * day),
      type: 'anniversary',
    });
    await as(ctx, b, 'PATCH', `/api/reminders/${done.id}/complete`);
    return { a, b };
  }

  it('the six filters, each in its order', async () => {
    const { a } = await seeded();
    // 'Hôm nay' may not be "today" near local midnight; it is upcoming either way
    expect(titles(await list(a, '/api/reminders'))).toEqual([
      'Quá hạn',
      'Hôm nay',
      'Sinh nhật Bình',
      'Đi Đà Lạt',
      'Mua hoa',
    ]);
    expect(titles(await list(a, '/api/reminders?filter=overdue'))).toEqual(['Quá hạn']);
    expect(titles(await list(a, '/api/reminders?filter=upcoming'))).toEqual([
      'Hôm nay',
      'Sinh nhật Bình',
    ]);
    expect(titles(await list(a, '/api/reminders?filter=future'))).toEqual(['Đi Đà Lạt']);
    expect(titles(await list(a, '/api/reminders?filter=completed'))).toEqual(['Mua hoa']);
    expect(titles(await list(a, '/api/reminders?filter=pending'))).toEqual([
      'Quá hạn',
      'Hôm nay',
      'Sinh nhật Bình',
      'Đi Đà Lạt',
    ]);
  });

  it('pages by index with { currentPage, totalReminders, totalPages }; limit 1000 allowed, beyond refused', async () => {
    const { a } = await seeded();
    const first = await list(a, '/api/reminders?page=1&limit=2');
    expect(first.pagination).toEqual({ currentPage: 1, totalReminders: 5, totalPages: 3 });
    const third = await list(a, '/api/reminders?page=3&limit=2');
    expect(titles(third)).toEqual(['Mua hoa']);
    expect((await list(a, '/api/reminders?limit=1000')).reminders).toHaveLength(5);
    expect((await as(t(), a, 'GET', '/api/reminders?limit=1001')).statusCode).toBe(422);
    expect((await as(t(), a, 'GET', '/api/reminders?filter=soon')).statusCode).toBe(422);
  });

  it('upcoming?days, overdue, type, date, recurring', async () => {
    const { a } = await seeded();
    expect(titles(await list(a, '/api/reminders/upcoming'))).toEqual(['Hôm nay', 'Sinh nhật Bình']);
    expect(titles(await list(a, '/api/reminders/upcoming?days=30'))).toEqual([
      'Hôm nay',
      'Sinh nhật Bình',
      'Đi Đà Lạt',
    ]);
    expect(titles(await list(a, '/api/reminders/overdue'))).toEqual(['Quá hạn']);
    expect(titles(await list(a, '/api/reminders/type/date'))).toEqual(['Quá hạn', 'Đi Đà Lạt']);
    expect((await as(t(), a, 'GET', '/api/reminders/type/party')).statusCode).toBe(422);
    expect(titles(await list(a, '/api/reminders/recurring'))).toEqual(['Sinh nhật Bình']);
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 60_000);
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
      inThreeDays,
    );
    expect(titles(await list(a, `/api/reminders/date/${localDay}`))).toContain('Sinh nhật Bình');
    expect((await as(t(), a, 'GET', '/api/reminders/date/2026-02-30')).statusCode).toBe(422);
  });

  it('searches title and description with or without accents, by word prefix', async () => {
    const { a } = await seeded();
    expect(titles(await list(a, '/api/reminders/search?q=sinh%20nhat'))).toEqual([
      'Sinh nhật Bình',
    ]);
    expect(
      titles(await list(a, `/api/reminders/search?q=${encodeURIComponent('Đà Lạt')}`)),
    ).toEqual(['Đi Đà Lạt']);
    expect(titles(await list(a, '/api/reminders/search?q=khach'))).toEqual(['Đi Đà Lạt']);
    expect(titles(await list(a, '/api/reminders/search?q=DA%20LA'))).toEqual(['Đi Đà Lạt']);
    expect(
      titles(await list(a, `/api/reminders/search?q=${encodeURIComponent("' & | ! :*")}`)),
    ).toEqual([]);
    expect((await as(t(), a, 'GET', '/api/reminders/search?q=')).statusCode).toBe(422);
  });

  it('statistics: by status, type and month, completion rate', async () => {
    const { b } = await seeded();
    const statsRes = await as(t(), b, 'GET', '/api/reminders/statistics');
    expect(statsRes.statusCode, statsRes.body).toBe(200);
    const { statistics } = statsRes.json<{ statistics: ReminderStatistics }>();
    expect(statistics).toMatchObject({
      total: 5,
      completed: 1,
      pending: 4,
      overdue: 1,
      upcoming: 2,
      future: 1,
      recurring: 1,
      lunar: 0,
      completionRate: 20,
      byType: { anniversary: 1, birthday: 1, date: 2, custom: 1 },
    });
    expect(statistics.byMonth.reduce((sum, m) => sum + m.count, 0)).toBe(5);
    expect(statistics.byMonth.every((m) => /^\d{4}-\d{2}$/.test(m.month))).toBe(true);
  });

  it('everything is empty for someone without a couple', async () => {
    const single = await t().registerUser();
    for (const url of [
      '/api/reminders',
      '/api/reminders/upcoming',
      '/api/reminders/overdue',
      '/api/reminders/search?q=a',
    ]) {
      expect((await list(single, url)).reminders).toEqual([]);
    }
    const { statistics } = (await as(t(), single, 'GET', '/api/reminders/statistics')).json<{
      statistics: ReminderStatistics;
    }>();
    expect(statistics).toMatchObject({ total: 0, completionRate: 0, byMonth: [] });
  });
});
