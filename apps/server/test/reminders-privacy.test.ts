import type {
  AppNotification,
  Dashboard,
  Reminder,
  ReminderHistory,
  RemindersList,
  UpcomingReminders,
} from '@doita/shared';
import { dayNumber, formatIsoDate, fromDayNumber, toLocalDate } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createReminder, inMinutes, refreshed } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

const DAY = 86_400;
const ZONE = 'Asia/Ho_Chi_Minh';

describeEachEngine(
  'reminders: private ones, lead days, undo, history, the anniversary and birthdays',
  (engine) => {
    const t = useTestApp(engine);
    afterEach(() => t().clock.reset());

    const json = async <T>(ctx: TestApp, user: TestUser, url: string) => {
      const res = await as(ctx, await refreshed(ctx, user), 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const idsOf = async (ctx: TestApp, user: TestUser, url: string) =>
      (await json<RemindersList>(ctx, user, url)).reminders.map((r) => r.id);
    const dueFor = async (ctx: TestApp, user: TestUser, reminderId: string) =>
      (
        await json<{ notifications: AppNotification[] }>(ctx, user, '/api/notifications')
      ).notifications.filter((n) => n.type === 'reminder_due' && n.data.reminderId === reminderId);
    const patch = async (ctx: TestApp, user: TestUser, url: string, body?: object) => {
      const res = await as(ctx, await refreshed(ctx, user), 'PATCH', url, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ reminder: Reminder }>().reminder;
    };

    it('a private reminder is 404 to the partner everywhere: get, lists, upcoming, dashboard, ICS', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const secret = await createReminder(ctx, a, {
        title: 'Quà sinh nhật bất ngờ',
        type: 'birthday',
        datetime: inMinutes(ctx, 60 * 24 * 2),
        isPrivate: true,
      });
      const shared = await createReminder(ctx, a, { datetime: inMinutes(ctx, 60 * 24 * 3) });
      expect(secret).toMatchObject({ isPrivate: true, leadDays: 0 });

      for (const url of [`/api/reminders/${secret.id}`, `/api/reminders/${secret.id}/history`]) {
        expect((await as(ctx, b, 'GET', url)).statusCode).toBe(404);
      }
      for (const [method, url] of [
        ['PUT', `/api/reminders/${secret.id}`],
        ['DELETE', `/api/reminders/${secret.id}`],
        ['PATCH', `/api/reminders/${secret.id}/complete`],
      ] as const) {
        const res = await as(ctx, b, method, url, method === 'PUT' ? { title: 'x' } : undefined);
        expect(res.statusCode).toBe(404);
      }
      for (const [url, partnerSees] of [
        ['/api/reminders', [shared.id]],
        ['/api/reminders/upcoming', [shared.id]],
        ['/api/reminders/type/birthday', []],
        ['/api/reminders/search?q=qua', []],
      ] as const) {
        expect(await idsOf(ctx, b, url)).toEqual(partnerSees);
        expect(await idsOf(ctx, a, url)).toContain(secret.id);
      }
      const stats = (
        await json<{ statistics: { total: number } }>(ctx, b, '/api/reminders/statistics')
      ).statistics;
      expect(stats.total).toBe(1);
      const dashB = (await json<{ dashboard: Dashboard }>(ctx, b, '/api/dashboard')).dashboard;
      expect(dashB.upcoming.map((u) => u.id)).toEqual([shared.id]);
      expect(dashB.counts).toMatchObject({ activeReminders: 1, upcomingReminders: 1 });
      const dashA = (await json<{ dashboard: Dashboard }>(ctx, a, '/api/dashboard')).dashboard;
      expect(dashA.upcoming.map((u) => u.id)).toEqual([secret.id, shared.id]);
      expect(dashA.counts).toMatchObject({ activeReminders: 2, upcomingReminders: 2 });

      const feed = async (user: TestUser) => {
        const { url } = (await as(ctx, user, 'POST', '/api/calendar/subscription')).json<{
          url: string;
        }>();
        return (await ctx.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
      };
      expect(await feed(b)).not.toContain(secret.id);
      expect(await feed(b)).toContain(shared.id);
      expect(await feed(a)).toContain(secret.id);
    });

    it('only the author decides who sees it; the partner may not hide it (403)', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const reminder = await createReminder(ctx, a);
      const res = await as(ctx, b, 'PUT', `/api/reminders/${reminder.id}`, { isPrivate: true });
      expect(res.statusCode).toBe(403);
      expect((await as(ctx, b, 'GET', `/api/reminders/${reminder.id}`)).statusCode).toBe(200);
      const hidden = await as(ctx, a, 'PUT', `/api/reminders/${reminder.id}`, { isPrivate: true });
      expect(hidden.json<{ reminder: Reminder }>().reminder.isPrivate).toBe(true);
      expect((await as(ctx, b, 'GET', `/api/reminders/${reminder.id}`)).statusCode).toBe(404);
    });

    it('a private reminder rings for its author alone', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const reminder = await createReminder(ctx, a, {
        datetime: inMinutes(ctx, 1),
        isPrivate: true,
      });
      ctx.clock.advance(180);
      await ctx.app.reminderScheduler.runOnce();
      expect(await dueFor(ctx, a, reminder.id)).toHaveLength(1);
      expect(await dueFor(ctx, b, reminder.id)).toHaveLength(0);
      // come due, it is on its author's timeline only
      const timeline = async (user: TestUser) =>
        (
          await json<{ items: { id: string }[] }>(ctx, user, '/api/timeline?filter=reminders')
        ).items.map((i) => i.id);
      expect(await timeline(a)).toContain(reminder.id);
      expect(await timeline(b)).not.toContain(reminder.id);
    });

    it('lead days: the notice comes that many days before, at its time, once; a repeat then moves on at the occurrence', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const due = inMinutes(ctx, 3 * 24 * 60 + 30);
      const reminder = await createReminder(ctx, a, {
        datetime: due,
        leadDays: 3,
        recurringType: 'yearly',
      });
      expect(reminder.leadDays).toBe(3);
      await ctx.app.reminderScheduler.runOnce();
      expect(await dueFor(ctx, a, reminder.id)).toHaveLength(0);
      ctx.clock.advance(31 * 60);
      await ctx.app.reminderScheduler.runOnce();
      for (const user of [a, b]) expect(await dueFor(ctx, user, reminder.id)).toHaveLength(1);
      const noticed = (await json<{ reminder: Reminder }>(ctx, a, `/api/reminders/${reminder.id}`))
        .reminder;
      expect(noticed).toMatchObject({ notified: true, datetime: due, status: 'upcoming' });
      // still upcoming, not yet moved on; nothing twice
      ctx.clock.advance(DAY);
      await ctx.app.reminderScheduler.runOnce();
      expect(await dueFor(ctx, a, reminder.id)).toHaveLength(1);
      // the occurrence comes: moved on a year, its history keeps it (delivered)
      ctx.clock.advance(2 * DAY + 60);
      await ctx.app.reminderScheduler.runOnce();
      const moved = (await json<{ reminder: Reminder }>(ctx, a, `/api/reminders/${reminder.id}`))
        .reminder;
      expect(moved.notified).toBe(false);
      expect(new Date(moved.datetime).getTime()).toBeGreaterThan(
        new Date(due).getTime() + 360 * DAY * 1000,
      );
      const history = await json<ReminderHistory>(ctx, a, `/api/reminders/${reminder.id}/history`);
      expect(history.occurrences).toMatchObject([{ occurredAt: due, outcome: 'delivered' }]);
      expect(await dueFor(ctx, a, reminder.id)).toHaveLength(1);
    });

    it('changing the lead of a waiting reminder moves its notice', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const reminder = await createReminder(ctx, a, { datetime: inMinutes(ctx, 7 * 24 * 60 + 10) });
      const res = await as(ctx, a, 'PUT', `/api/reminders/${reminder.id}`, { leadDays: 7 });
      expect(res.json<{ reminder: Reminder }>().reminder.leadDays).toBe(7);
      ctx.clock.advance(11 * 60);
      await ctx.app.reminderScheduler.runOnce();
      expect(await dueFor(ctx, a, reminder.id)).toHaveLength(1);
      const bad = await as(ctx, a, 'PUT', `/api/reminders/${reminder.id}`, { leadDays: 2 });
      expect(bad.statusCode).toBe(422);
    });

    it('undo: a one-off is pending again; a done reminder never reads as snoozed', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const reminder = await createReminder(ctx, a);
      await patch(ctx, a, `/api/reminders/${reminder.id}/snooze`, {
        snoozeUntil: inMinutes(ctx, 60 * 24 * 4),
      });
      const done = await patch(ctx, b, `/api/reminders/${reminder.id}/complete`);
      expect(done).toMatchObject({ isCompleted: true, isSnoozed: false, status: 'completed' });
      const undone = await patch(ctx, a, `/api/reminders/${reminder.id}/incomplete`);
      expect(undone).toMatchObject({ isCompleted: false, completedAt: null, isSnoozed: true });
    });

    it('undo of a repeating reminder brings back the occurrence just completed, and its history forgets it', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const reminder = await createReminder(ctx, a, {
        datetime: inMinutes(ctx, 60 * 24 * 2),
        recurringType: 'monthly',
        leadDays: 1,
      });
      const done = await patch(ctx, a, `/api/reminders/${reminder.id}/complete`);
      expect(done.datetime).not.toBe(reminder.datetime);
      expect(done.isCompleted).toBe(false);
      const history = await json<ReminderHistory>(ctx, b, `/api/reminders/${reminder.id}/history`);
      expect(history.occurrences).toMatchObject([
        { occurredAt: reminder.datetime, outcome: 'completed', date: reminder.reminderDate },
      ]);
      const undone = await patch(ctx, b, `/api/reminders/${reminder.id}/incomplete`);
      expect(undone).toMatchObject({
        datetime: reminder.datetime,
        isCompleted: false,
        notified: false,
      });
      expect(
        (await json<ReminderHistory>(ctx, a, `/api/reminders/${reminder.id}/history`)).occurrences,
      ).toEqual([]);
      // a second undo has nothing left to bring back
      expect((await patch(ctx, a, `/api/reminders/${reminder.id}/incomplete`)).datetime).toBe(
        reminder.datetime,
      );
      // and its notice (a day ahead) still comes
      ctx.clock.advance(DAY + 120);
      await ctx.app.reminderScheduler.runOnce();
      expect(await dueFor(ctx, a, reminder.id)).toHaveLength(1);
    });

    it('history pages by keyset, newest first, and a bad cursor is 400', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const reminder = await createReminder(ctx, a, {
        datetime: inMinutes(ctx, 60),
        recurringType: 'daily',
      });
      const dates: string[] = [];
      for (let i = 0; i < 3; i++) {
        dates.push((await patch(ctx, a, `/api/reminders/${reminder.id}/complete`)).datetime);
      }
      const first = await json<ReminderHistory>(
        ctx,
        a,
        `/api/reminders/${reminder.id}/history?limit=2`,
      );
      expect(first.occurrences.map((o) => o.occurredAt)).toEqual([dates[1], dates[0]]);
      expect(first.nextCursor).not.toBeNull();
      const second = await json<ReminderHistory>(
        ctx,
        a,
        `/api/reminders/${reminder.id}/history?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      expect(second.occurrences.map((o) => o.occurredAt)).toEqual([reminder.datetime]);
      expect(second.nextCursor).toBeNull();
      const bad = await as(ctx, a, 'GET', `/api/reminders/${reminder.id}/history?cursor=nope`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ code: string }>().code).toBe('INVALID_CURSOR');
      // whole numbers that name no instant the database takes: past Date's range, or year 0
      for (const ms of [
        '8640000000000001',
        '-8640000000000000',
        '253402300800000',
        '-62198755200000',
      ]) {
        const out = await as(ctx, a, 'GET', `/api/reminders/${reminder.id}/history?cursor=${ms}_x`);
        expect(out.statusCode, `${ms}: ${out.body}`).toBe(400);
        expect(out.json<{ code: string }>().code).toBe('INVALID_CURSOR');
      }
    });

    it('the anniversary and both birthdays show among upcoming and on the dashboard, for both', async () => {
      const ctx = t();
      const today = toLocalDate(ctx.clock.now(), ZONE);
      const inDays = (n: number, yearsBack: number) => {
        const d = fromDayNumber(dayNumber(today) + n);
        // whole leap cycles back, so a 29 February today stays a real date
        return formatIsoDate({ ...d, year: d.year - yearsBack });
      };
      const anniversary = inDays(2, 4);
      const { a, b } = await connectedPair(ctx, { anniversaryDate: anniversary });
      const born = inDays(5, 28);
      const res = await as(ctx, b, 'PUT', '/api/user/me', { dateOfBirth: born });
      expect(res.statusCode, res.body).toBe(200);
      for (const user of [a, b]) {
        const upcoming = await json<UpcomingReminders>(ctx, user, '/api/reminders/upcoming');
        expect(
          upcoming.occasions
            .map((o) => `${o.kind}:${o.userId}:${o.years}:${o.date.slice(5)}`)
            .sort(),
        ).toEqual([
          `anniversary:null:4:${anniversary.slice(5)}`,
          `birthday:${b.user.id}:28:${born.slice(5)}`,
        ]);
        const dashboard = (await json<{ dashboard: Dashboard }>(ctx, user, '/api/dashboard'))
          .dashboard;
        expect(dashboard.occasions.map((o) => o.kind).sort()).toEqual(['anniversary', 'birthday']);
      }
      // a day past the window: nothing
      const far = await json<UpcomingReminders>(ctx, a, '/api/reminders/upcoming?days=1');
      expect(far.occasions.every((o) => o.daysUntil <= 1)).toBe(true);
    });

    it("a private profile keeps its birthday from the partner's occasions, not from its owner", async () => {
      const ctx = t();
      const today = toLocalDate(ctx.clock.now(), ZONE);
      const d = fromDayNumber(dayNumber(today) + 3);
      const born = formatIsoDate({ ...d, year: d.year - 28 });
      const { a, b } = await connectedPair(ctx);
      expect((await as(ctx, b, 'PUT', '/api/user/me', { dateOfBirth: born })).statusCode).toBe(200);
      const hidden = await as(ctx, b, 'PUT', '/api/user/preferences', {
        profileVisibility: 'private',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      const birthdays = async (user: TestUser) => {
        const upcoming = await json<UpcomingReminders>(ctx, user, '/api/reminders/upcoming');
        const dashboard = (await json<{ dashboard: Dashboard }>(ctx, user, '/api/dashboard'))
          .dashboard;
        return [upcoming.occasions, dashboard.occasions].map((list) =>
          list.filter((o) => o.kind === 'birthday').map((o) => o.userId),
        );
      };
      expect(await birthdays(a)).toEqual([[], []]);
      expect(await birthdays(b)).toEqual([[b.user.id], [b.user.id]]);
      await as(ctx, b, 'PUT', '/api/user/preferences', { profileVisibility: 'couple' });
      expect(await birthdays(a)).toEqual([[b.user.id], [b.user.id]]);
    });

    it("an account deleted: its reminders go; the partner's stay theirs, history and all", async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const mine = await createReminder(ctx, a, { title: 'Của An' });
      const theirs = await createReminder(ctx, b, {
        title: 'Của Bình',
        datetime: inMinutes(ctx, 60),
        recurringType: 'daily',
      });
      await patch(ctx, b, `/api/reminders/${theirs.id}/complete`);
      const res = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(await idsOf(ctx, b, '/api/reminders')).toEqual([theirs.id]);
      expect((await as(ctx, b, 'GET', `/api/reminders/${mine.id}`)).statusCode).toBe(404);
      const history = await json<ReminderHistory>(ctx, b, `/api/reminders/${theirs.id}/history`);
      expect(history.occurrences).toHaveLength(1);
    });
  },
);
