import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { couples, notifications, users } from '../src/db/schema.js';
import { connectedPair } from './helpers/couple.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('milestone notifications', (engine) => {
  const t = useTestApp(engine);

  /** moves the app's clock to this instant (give or take the test's own milliseconds) */
  function at(iso: string): void {
    t().clock.reset();
    t().clock.advance((new Date(iso).getTime() - Date.now()) / 1000);
  }

  async function setUp(start: string, zones: [string, string]) {
    t().clock.reset();
    const { a, b, couple } = await connectedPair(t());
    const db = t().database.db;
    await db.update(couples).set({ anniversaryDate: start }).where(eq(couples.id, couple.id));
    await db.update(users).set({ timeZone: zones[0] }).where(eq(users.id, a.user.id));
    await db.update(users).set({ timeZone: zones[1] }).where(eq(users.id, b.user.id));
    return { a, b, couple };
  }

  async function milestonesOf(user: TestUser) {
    const rows = await t()
      .database.db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.user.id), eq(notifications.type, 'milestone')));
    return rows.map((row) => row.data);
  }

  const run = () => t().app.reminderScheduler.runOnce();

  it('tells each partner on the 100th day in their own time zone, exactly once', async () => {
    // day 1 is 2025-01-01, so day 100 is 2025-04-10
    const { a, b, couple } = await setUp('2025-01-01', ['Asia/Ho_Chi_Minh', 'America/New_York']);
    at('2025-04-09T20:00:00Z'); // the 10th in Hồ Chí Minh City, still the 9th in New York
    await run();
    expect(await milestonesOf(a)).toEqual([{ kind: 'days', count: 100, coupleId: couple.id }]);
    expect(await milestonesOf(b)).toEqual([]);

    at('2025-04-10T14:00:00Z'); // the 10th in New York
    await run();
    at('2025-04-10T16:00:00Z'); // still the 10th for both: nothing again
    await run();
    expect(await milestonesOf(a)).toHaveLength(1);
    expect(await milestonesOf(b)).toEqual([{ kind: 'days', count: 100, coupleId: couple.id }]);

    at('2025-04-11T16:00:00Z');
    await run();
    expect(await milestonesOf(a)).toHaveLength(1);
    expect(await milestonesOf(b)).toHaveLength(1);
  });

  it('keeps a 29 February anniversary on 28 February in common years, once a year', async () => {
    const { a, b } = await setUp('2024-02-29', ['UTC', 'Asia/Seoul']);
    at('2025-02-28T12:00:00Z');
    await run();
    expect(await milestonesOf(a)).toEqual([expect.objectContaining({ kind: 'years', count: 1 })]);
    expect(await milestonesOf(b)).toEqual([expect.objectContaining({ kind: 'years', count: 1 })]);

    at('2028-02-28T12:00:00Z'); // a leap year: the day is the 29th
    await run();
    expect(await milestonesOf(a)).toHaveLength(1);
    at('2028-02-29T12:00:00Z');
    await run();
    expect((await milestonesOf(a)).map((d) => d.count).sort()).toEqual([1, 4]);
  });

  it('obeys the couple toggle', async () => {
    const { a, b } = await setUp('2025-01-01', ['UTC', 'UTC']);
    await t()
      .database.db.update(users)
      .set({
        notificationPreferences: {
          push: true,
          email: false,
          reminders: true,
          couple: false,
          memories: true,
          blog: true,
        },
      })
      .where(eq(users.id, b.user.id));
    at('2025-04-10T12:00:00Z');
    await run();
    expect(await milestonesOf(a)).toHaveLength(1);
    expect(await milestonesOf(b)).toEqual([]);
  });
});
