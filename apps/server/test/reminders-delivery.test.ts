import type { AppNotification, Reminder } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { reminderOccurrences, reminders } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { createReminder, inMinutes, refreshed } from './helpers/reminders.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('reminders: the scheduler delivers each due reminder once', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const bell = async (user: TestUser) =>
    (await as(t(), await refreshed(t(), user), 'GET', '/api/notifications')).json<{
      notifications: AppNotification[];
      unreadCount: number;
    }>();
  const dueFor = async (user: TestUser, reminderId: string) =>
    (await bell(user)).notifications.filter(
      (n) => n.type === 'reminder_due' && n.data.reminderId === reminderId,
    );
  const get = async (user: TestUser, id: string) =>
    (await as(t(), await refreshed(t(), user), 'GET', `/api/reminders/${id}`)).json<{
      reminder: Reminder;
    }>().reminder;

  it('when it falls due: a notification for each partner, notified, and never twice', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const reminder = await createReminder(ctx, a, { datetime: inMinutes(ctx, 2), title: 'Gọi mẹ' });
    expect(await ctx.app.reminderScheduler.runOnce()).toBe(0);
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    for (const user of [a, b]) {
      const [note] = await dueFor(user, reminder.id);
      expect(note).toMatchObject({
        type: 'reminder_due',
        link: '/reminders',
        isRead: false,
        data: { title: 'Gọi mẹ', datetime: reminder.datetime },
      });
    }
    expect(await get(a, reminder.id)).toMatchObject({ notified: true, status: 'overdue' });
    await ctx.app.reminderScheduler.runOnce();
    expect(await dueFor(a, reminder.id)).toHaveLength(1);
    expect(await dueFor(b, reminder.id)).toHaveLength(1);
  });

  it('a snoozed reminder waits for its new time', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const reminder = await createReminder(ctx, a, { datetime: inMinutes(ctx, 1) });
    const snoozed = await as(ctx, b, 'PATCH', `/api/reminders/${reminder.id}/snooze`, {
      snoozeUntil: inMinutes(ctx, 30),
    });
    expect(snoozed.json<{ reminder: Reminder }>().reminder).toMatchObject({
      isSnoozed: true,
      notified: false,
    });
    ctx.clock.advance(10 * 60);
    await ctx.app.reminderScheduler.runOnce();
    expect(await dueFor(a, reminder.id)).toHaveLength(0);
    ctx.clock.advance(21 * 60);
    await ctx.app.reminderScheduler.runOnce();
    expect(await dueFor(a, reminder.id)).toHaveLength(1);
  });

  it('a repeating reminder moves on to its next occurrence and keeps the past one in history', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const reminder = await createReminder(ctx, a, {
      datetime: inMinutes(ctx, 5),
      recurringType: 'daily',
    });
    ctx.clock.advance(6 * 60);
    await ctx.app.reminderScheduler.runOnce();
    const moved = await get(a, reminder.id);
    expect(new Date(moved.datetime).getTime() - new Date(reminder.datetime).getTime()).toBe(
      86_400_000,
    );
    expect(moved).toMatchObject({ notified: false, isCompleted: false, isRecurring: true });
    const history = await ctx.database.db
      .select()
      .from(reminderOccurrences)
      .where(eq(reminderOccurrences.reminderId, reminder.id));
    expect(history).toMatchObject([
      { occurredAt: new Date(reminder.datetime), outcome: 'delivered' },
    ]);
    expect(await dueFor(a, reminder.id)).toHaveLength(1);
  });

  it('catches up after downtime: one delivery, then the next future occurrence, no replay', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const daily = await createReminder(ctx, a, {
      datetime: inMinutes(ctx, 5),
      recurringType: 'daily',
    });
    const once = await createReminder(ctx, b, { datetime: inMinutes(ctx, 60) });
    ctx.clock.advance(3 * 86_400 + 3600); // the server was down for three days
    await ctx.app.reminderScheduler.runOnce();
    expect(await dueFor(a, daily.id)).toHaveLength(1);
    expect(await dueFor(b, once.id)).toHaveLength(1);
    const next = new Date((await get(a, daily.id)).datetime);
    expect(next.getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    expect(next.getTime() - ctx.clock.now().getTime()).toBeLessThan(86_400_000);
    await ctx.app.reminderScheduler.runOnce();
    expect(await dueFor(a, daily.id)).toHaveLength(1);
  });

  it('completed reminders are not delivered; completing a repeating one moves it on', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const once = await createReminder(ctx, a, { datetime: inMinutes(ctx, 5) });
    const weekly = await createReminder(ctx, a, {
      datetime: inMinutes(ctx, 5),
      recurringType: 'weekly',
    });
    const done = await as(ctx, a, 'PATCH', `/api/reminders/${once.id}/complete`);
    expect(done.json<{ reminder: Reminder }>().reminder).toMatchObject({
      isCompleted: true,
      status: 'completed',
    });
    const rolled = (await as(ctx, a, 'PATCH', `/api/reminders/${weekly.id}/complete`)).json<{
      reminder: Reminder;
    }>().reminder;
    expect(rolled.isCompleted).toBe(false);
    expect(new Date(rolled.datetime).getTime() - new Date(weekly.datetime).getTime()).toBe(
      7 * 86_400_000,
    );
    ctx.clock.advance(10 * 60);
    await ctx.app.reminderScheduler.runOnce();
    expect(await dueFor(a, once.id)).toHaveLength(0);
    expect(await dueFor(a, weekly.id)).toHaveLength(0);
  });

  it('e-mails only those who turned reminder e-mails on, in their language', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, b, 'PUT', '/api/user/preferences', {
      language: 'en',
      notifications: { email: true },
    });
    const reminder = await createReminder(ctx, a, {
      datetime: inMinutes(ctx, 1),
      title: 'Kỷ niệm 100 ngày',
      description: 'Đặt bàn',
    });
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    const mail = await ctx.mail.waitFor(b.email, /Reminder: Kỷ niệm 100 ngày/);
    expect(mail.text).toContain('It is time: Kỷ niệm 100 ngày');
    expect(mail.text).toContain('Đặt bàn');
    expect(mail.text).toContain('http://doita.test/reminders');
    await ctx.app.background.drain();
    expect(ctx.mail.to(a.email).filter((m) => m.subject.includes(reminder.title))).toHaveLength(0);
  });

  it("an ended couple's due reminder rings for its author only", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const reminder = await createReminder(ctx, a, { datetime: inMinutes(ctx, 1) });
    await as(ctx, a, 'DELETE', '/api/couple/disconnect');
    ctx.clock.advance(180);
    await ctx.app.reminderScheduler.runOnce();
    const [row] = await ctx.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.id, reminder.id));
    expect(row?.notified).toBe(true);
    expect(await dueFor(a, reminder.id)).toHaveLength(1);
    expect(await dueFor(b, reminder.id)).toHaveLength(0);
  });
});
