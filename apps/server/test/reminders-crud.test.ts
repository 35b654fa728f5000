import type { Reminder, RemindersList } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createReminder, fieldErrors, inMinutes } from './helpers/reminders.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('reminders: create, read, edit, delete', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  it('creates a reminder for the couple: both partners read it, with author and local fields', async () => {
    const { a, b } = await connectedPair(t());
    const created = await createReminder(t(), a, {
      datetime: '2099-02-14T12:30:00.000Z',
      recurringType: 'yearly',
    });
    expect(created).toMatchObject({
      title: 'Kỷ niệm ngày yêu',
      description: 'Nhà hàng Hoa Sen',
      datetime: '2099-02-14T12:30:00.000Z',
      reminderDate: '2099-02-14',
      reminderTime: '19:30', // Asia/Ho_Chi_Minh
      type: 'anniversary',
      isCompleted: false,
      isRecurring: true,
      recurringType: 'yearly',
      calendar: 'solar',
      lunarDate: null,
      notified: false,
      isSnoozed: false,
      status: 'future',
      userId: a.user.id,
      author: { id: a.user.id, displayName: 'An', avatarUrl: null },
    });
    const seen = await as(t(), b, 'GET', `/api/reminders/${created.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ reminder: Reminder }>().reminder).toEqual(created);
  });

  it('someone single writes, reads, edits, completes and deletes their own', async () => {
    const ctx = t();
    const single = await ctx.registerUser();
    const res = await as(ctx, single, 'POST', '/api/reminders', {
      title: 'Gia hạn hộ chiếu',
      datetime: inMinutes(ctx, 60),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reminder } = res.json<{ reminder: Reminder }>();
    expect(reminder).toMatchObject({ userId: single.user.id, isPrivate: false, leadDays: 0 });
    const list = (await as(ctx, single, 'GET', '/api/reminders')).json<RemindersList>();
    expect(list.reminders.map((r) => r.id)).toEqual([reminder.id]);
    const edited = await as(ctx, single, 'PUT', `/api/reminders/${reminder.id}`, {
      title: 'Gia hạn hộ chiếu (sớm)',
    });
    expect(edited.json<{ reminder: Reminder }>().reminder.title).toBe('Gia hạn hộ chiếu (sớm)');
    const done = await as(ctx, single, 'PATCH', `/api/reminders/${reminder.id}/complete`);
    expect(done.json<{ reminder: Reminder }>().reminder.isCompleted).toBe(true);
    const stranger = await ctx.registerUser();
    expect((await as(ctx, stranger, 'GET', `/api/reminders/${reminder.id}`)).statusCode).toBe(404);
    expect((await as(ctx, single, 'DELETE', `/api/reminders/${reminder.id}`)).statusCode).toBe(200);
    expect((await as(ctx, single, 'GET', '/api/reminders')).json()).toEqual({
      reminders: [],
      pagination: { currentPage: 1, totalReminders: 0, totalPages: 0 },
    });
  });

  it('takes a local date and time, and refuses a time the clocks skip', async () => {
    const { a } = await connectedPair(t());
    const local = await createReminder(t(), a, {
      datetime: undefined,
      reminderDate: '2099-05-01',
      reminderTime: '08:15',
    });
    expect(local.datetime).toBe('2099-05-01T01:15:00.000Z');
    await as(t(), a, 'PUT', '/api/user/preferences', { timeZone: 'America/New_York' });
    const gap = await as(t(), a, 'POST', '/api/reminders', {
      title: 'x',
      reminderDate: '2099-03-08',
      reminderTime: '02:30',
    });
    expect(gap.statusCode).toBe(422);
    expect(fieldErrors(gap.body)).toEqual(['reminderTime:validation.nonexistentTime']);
  });

  it('bad input: past date, unknown type or repeat, impossible dates, no partial writes', async () => {
    const { a } = await connectedPair(t());
    const cases: [object, string[]][] = [
      [{ datetime: inMinutes(t(), -60 * 24 * 2) }, ['datetime:validation.pastDate']],
      [{ type: 'party' }, ['type:validation.invalid']],
      [{ recurringType: 'hourly' }, ['recurringType:validation.invalid']],
      [{ datetime: '2099-02-30T10:00:00Z' }, ['datetime:validation.invalidDate']],
      [{ datetime: '2099-02-10T25:00:00Z' }, ['datetime:validation.invalidDate']],
      [{ title: '   ' }, ['title:validation.required']],
      [{ isRecurring: true }, ['recurringType:validation.required']],
    ];
    for (const [patch, errors] of cases) {
      const res = await as(t(), a, 'POST', '/api/reminders', {
        title: 'Hẹn',
        datetime: inMinutes(t(), 90),
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(fieldErrors(res.body)).toEqual(errors);
    }
    const list = (await as(t(), a, 'GET', '/api/reminders')).json<RemindersList>();
    expect(list.pagination.totalReminders).toBe(0);
  });

  it("allows earlier today (the rule is the date, in the caller's zone)", async () => {
    const { a } = await connectedPair(t());
    // 12:00 local; a minute ago is still today
    const res = await as(t(), a, 'POST', '/api/reminders', {
      title: 'x',
      datetime: inMinutes(t(), -1),
    });
    expect([201, 422]).toContain(res.statusCode);
    if (res.statusCode === 201)
      expect(res.json<{ reminder: Reminder }>().reminder.status).toBe('overdue');
  });

  it('either partner edits: only the fields sent change; a new time resets delivery', async () => {
    const { a, b } = await connectedPair(t());
    const created = await createReminder(t(), a);
    const res = await as(t(), b, 'PUT', `/api/reminders/${created.id}`, {
      title: 'Đổi tên',
      recurringType: 'weekly',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ reminder: Reminder }>().reminder).toMatchObject({
      title: 'Đổi tên',
      description: created.description,
      datetime: created.datetime,
      isRecurring: true,
      recurringType: 'weekly',
      userId: a.user.id,
    });
    const moved = await as(t(), b, 'PUT', `/api/reminders/${created.id}`, {
      datetime: '2099-01-01T00:00:00.000Z',
      isRecurring: false,
    });
    expect(moved.json<{ reminder: Reminder }>().reminder).toMatchObject({
      datetime: '2099-01-01T00:00:00.000Z',
      isRecurring: false,
      recurringType: 'none',
      notified: false,
    });
    const bad = await as(t(), b, 'PUT', `/api/reminders/${created.id}`, { isRecurring: true });
    expect(fieldErrors(bad.body)).toEqual(['recurringType:validation.required']);
  });

  it('either partner deletes; then it is gone for both', async () => {
    const { a, b } = await connectedPair(t());
    const created = await createReminder(t(), a);
    const res = await as(t(), b, 'DELETE', `/api/reminders/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect((await as(t(), a, 'GET', `/api/reminders/${created.id}`)).statusCode).toBe(404);
  });

  it('a stranger gets 404 on every route naming the reminder, and nothing changes', async () => {
    const { a } = await connectedPair(t());
    const stranger = (await connectedPair(t())).a;
    const created = await createReminder(t(), a);
    const calls: [string, string, object?][] = [
      ['GET', ''],
      ['PUT', '', { title: 'hacked' }],
      ['DELETE', ''],
      ['PATCH', '/complete'],
      ['PATCH', '/incomplete'],
      ['PATCH', '/snooze', { snoozeUntil: inMinutes(t(), 30) }],
      ['PATCH', '/recurring', { isRecurring: false }],
    ];
    for (const [method, suffix, body] of calls) {
      const res = await as(
        t(),
        stranger,
        method as 'GET',
        `/api/reminders/${created.id}${suffix}`,
        body,
      );
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      expect(res.body).not.toContain(created.title);
    }
    expect(
      (await as(t(), a, 'GET', `/api/reminders/${created.id}`)).json<{ reminder: Reminder }>()
        .reminder,
    ).toEqual(created);
  });

  it("after a disconnect each keeps their own, the partner's leave; reconnecting brings them back", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const created = await createReminder(ctx, a);
    await as(ctx, b, 'DELETE', '/api/couple/disconnect');
    const ids = async (user: TestUser) =>
      (await as(ctx, user, 'GET', '/api/reminders'))
        .json<RemindersList>()
        .reminders.map((r) => r.id);
    expect(await ids(a)).toEqual([created.id]);
    expect((await as(ctx, a, 'GET', `/api/reminders/${created.id}`)).statusCode).toBe(200);
    expect(await ids(b)).toEqual([]);
    expect((await as(ctx, b, 'GET', `/api/reminders/${created.id}`)).statusCode).toBe(404);
    const invite = await as(ctx, a, 'POST', '/api/couple/connect', { partnerEmail: b.email });
    await as(ctx, b, 'POST', '/api/couple/respond', {
      coupleId: invite.json<{ couple: { id: string } }>().couple.id,
      action: 'accept',
    });
    expect(await ids(b)).toEqual([created.id]);
  });
});
