import type { Dashboard } from '@doita/shared';
import { beforeAll, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { refreshed } from './helpers/reminders.js';
import { insertMemory, insertReminder, setClock, setTimeZone } from './helpers/rows.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/** 28 February 2027, 10:00 in Ho Chi Minh City; still 27 February (22:00) in New York. */
const T = new Date('2027-02-28T03:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T.getTime() + ms);

async function dashboardOf(ctx: TestApp, user: TestUser): Promise<Dashboard> {
  const res = await as(ctx, await refreshed(ctx, user), 'GET', '/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dashboard: Dashboard }>().dashboard;
}

describeEachEngine('GET /api/dashboard', (engine) => {
  const t = useTestApp(engine);
  let a: TestUser;
  let b: TestUser;
  let coupleId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const ctx = t();
    setClock(ctx, T);
    const pair = await connectedPair(ctx);
    ({ a, b } = pair);
    coupleId = pair.couple.id;
    const update = await as(ctx, a, 'PUT', '/api/couple/update', { anniversaryDate: '2026-11-20' });
    expect(update.statusCode, update.body).toBe(200);
    const A = a.user.id;
    const B = b.user.id;
    // Memories: a has 2 shared + 1 private, b has 1 shared + 2 private (one of them on this day).
    ids.aShared1 = await insertMemory(ctx, {
      ownerId: A,
      coupleId,
      date: '2026-02-28',
      createdAt: at(-5 * HOUR),
      isPrivate: true,
      title: 'a private, a year ago',
    });
    ids.aShared2 = await insertMemory(ctx, {
      ownerId: A,
      coupleId,
      date: '2026-06-01',
      createdAt: at(-1 * HOUR),
      title: 'a shared newest',
    });
    ids.aShared3 = await insertMemory(ctx, {
      ownerId: A,
      coupleId,
      date: '2023-02-27',
      createdAt: at(-9 * HOUR),
      title: 'a shared 27 Feb',
    });
    ids.bShared = await insertMemory(ctx, {
      ownerId: B,
      coupleId,
      date: '2024-02-29',
      createdAt: at(-3 * HOUR),
      title: 'b shared leap day',
    });
    ids.bPrivate1 = await insertMemory(ctx, {
      ownerId: B,
      coupleId,
      date: '2020-02-28',
      createdAt: at(-2 * HOUR),
      isPrivate: true,
      title: 'b private on this day',
    });
    ids.bPrivate2 = await insertMemory(ctx, {
      ownerId: B,
      coupleId,
      date: '2025-01-01',
      createdAt: at(-30 * 60_000),
      isPrivate: true,
      title: 'b private newest',
    });
    // This year and 1 March are never "on this day".
    ids.thisYear = await insertMemory(ctx, {
      ownerId: A,
      coupleId,
      date: '2027-02-28',
      createdAt: at(-20 * HOUR),
      title: 'today',
    });
    ids.march = await insertMemory(ctx, {
      ownerId: A,
      coupleId,
      date: '2025-03-01',
      createdAt: at(-21 * HOUR),
      title: '1 March',
    });
    // Reminders of the couple.
    ids.r1 = await insertReminder(ctx, {
      coupleId,
      authorId: A,
      datetime: at(HOUR),
      createdAt: at(-4 * HOUR),
      title: 'in an hour',
      description: 'x'.repeat(150),
    });
    ids.r2 = await insertReminder(ctx, {
      coupleId,
      authorId: B,
      datetime: at(7 * DAY),
      createdAt: at(-6 * HOUR),
      title: 'in exactly a week',
    });
    ids.r3 = await insertReminder(ctx, {
      coupleId,
      authorId: A,
      datetime: at(7 * DAY + 5 * 60_000),
      createdAt: at(-7 * HOUR),
      title: 'just past the week',
    });
    ids.r4 = await insertReminder(ctx, {
      coupleId,
      authorId: A,
      datetime: at(-HOUR),
      createdAt: at(-8 * HOUR),
      title: 'overdue',
    });
    ids.r5 = await insertReminder(ctx, {
      coupleId,
      authorId: B,
      datetime: at(2 * HOUR),
      createdAt: at(-10 * HOUR),
      isCompleted: true,
      title: 'done',
    });
    // Another couple: nothing of theirs may show.
    const other = await connectedPair(ctx);
    await insertMemory(ctx, {
      ownerId: other.a.user.id,
      coupleId: other.couple.id,
      date: '2025-02-28',
      createdAt: at(-10 * 60_000),
      title: 'other couple',
    });
    await insertReminder(ctx, {
      coupleId: other.couple.id,
      authorId: other.a.user.id,
      datetime: at(HOUR),
      createdAt: at(-60_000),
      title: 'other reminder',
    });
  });

  it('counts what the viewer may see: the partner private memories and completed reminders do not count', async () => {
    const d = await dashboardOf(t(), a);
    expect(d.today).toBe('2027-02-28');
    // a: own 5 (incl. private) + b's one shared
    expect(d.counts).toEqual({ memories: 6, activeReminders: 4, upcomingReminders: 2, places: 0 });
    const seenByB = await dashboardOf(t(), b);
    // b: own 3 + a's 4 shared
    expect(seenByB.counts.memories).toBe(7);
  });

  it('lists the next reminders of the coming 7 days only (0 to 7 days ahead), descriptions cut at 100 characters', async () => {
    const d = await dashboardOf(t(), a);
    expect(d.upcoming.map((r) => r.title)).toEqual(['in an hour', 'in exactly a week']);
    expect(d.upcoming[0]?.description).toBe(`${'x'.repeat(100)}…`);
    expect(d.upcoming[0]?.status).toBe('today');
    expect(d.upcoming[1]?.status).toBe('upcoming');
    // the list and the count agree
    expect(d.counts.upcomingReminders).toBe(d.upcoming.length);
    // a week with reminders needs no "next one" beyond it
    expect(d.nextReminder).toBeNull();
  });

  it('merges the 3 newest memories and 3 newest reminders into 5, newest first', async () => {
    const d = await dashboardOf(t(), a);
    expect(d.recentActivity.map((i) => `${i.kind}:${i.title}`)).toEqual([
      'memory:a shared newest', // -1 h
      'memory:b shared leap day', // -3 h
      'reminder:in an hour', // -4 h
      'memory:a private, a year ago', // -5 h
      'reminder:in exactly a week', // -6 h
    ]);
  });

  it('shows on this day newest year first, 29 February on 28 February 2027, never the partner private one', async () => {
    const d = await dashboardOf(t(), a);
    expect(d.onThisDay.map((m) => [m.title, m.date, m.yearsAgo])).toEqual([
      ['a private, a year ago', '2026-02-28', 1],
      ['b shared leap day', '2024-02-29', 3],
    ]);
    // b sees their own private one, and a's private one never
    const seenByB = await dashboardOf(t(), b);
    expect(seenByB.onThisDay.map((m) => m.date)).toEqual(['2024-02-29', '2020-02-28']);
  });

  it('counts the couple time in the viewer time zone', async () => {
    const d = await dashboardOf(t(), a);
    expect(d.couple).toEqual({
      partnerName: 'Bình',
      startDate: '2026-11-20',
      daysTogether: 101,
      nextMilestone: { milestone: 'days', count: 200, date: '2027-06-07', daysUntil: 99 },
    });
  });

  it('follows the viewer time zone: in New York it is still 27 February', async () => {
    const ctx = t();
    await setTimeZone(ctx, (await refreshed(ctx, a)).token, 'America/New_York');
    try {
      const d = await dashboardOf(ctx, a);
      expect(d.today).toBe('2027-02-27');
      expect(d.onThisDay.map((m) => m.title)).toEqual(['a shared 27 Feb']);
      expect(d.couple?.daysTogether).toBe(100);
      expect(d.couple?.nextMilestone).toMatchObject({
        milestone: 'days',
        count: 100,
        daysUntil: 0,
      });
    } finally {
      await setTimeZone(ctx, (await refreshed(ctx, a)).token, 'Asia/Ho_Chi_Minh');
    }
  });

  it('keeps the active count as reminders are completed, reopened and deleted (the trigger)', async () => {
    const ctx = t();
    const user = await refreshed(ctx, a);
    const done = await as(ctx, user, 'PATCH', `/api/reminders/${ids.r1}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect((await dashboardOf(ctx, a)).counts).toMatchObject({
      activeReminders: 3,
      upcomingReminders: 1,
      places: 0,
    });
    await as(ctx, user, 'PATCH', `/api/reminders/${ids.r1}/incomplete`);
    expect((await dashboardOf(ctx, a)).counts.activeReminders).toBe(4);
    const gone = await as(ctx, user, 'DELETE', `/api/reminders/${ids.r4}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await dashboardOf(ctx, a)).counts.activeReminders).toBe(3);
    await insertReminder(ctx, {
      coupleId,
      authorId: a.user.id,
      datetime: at(-2 * DAY),
      title: 'restored overdue',
    });
    expect((await dashboardOf(ctx, a)).counts.activeReminders).toBe(4);
  });

  it('sends a signed cover with an on-this-day memory that has photos', async () => {
    const ctx = t();
    const user = await refreshed(ctx, a);
    const uploadId = (await uploadImage(ctx, user)).id;
    const created = await as(ctx, user, 'POST', '/api/memories', {
      title: 'with a photo',
      description: 'ảnh',
      date: '2019-02-28',
      images: [uploadId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const d = await dashboardOf(ctx, a);
    const withPhoto = d.onThisDay.find((m) => m.title === 'with a photo');
    expect(withPhoto?.yearsAgo).toBe(8);
    expect(withPhoto?.cover?.id).toBe(uploadId);
    expect(withPhoto?.cover?.url).toMatch(/\/api\/files\/.+sig=/);
    expect(d.onThisDay.find((m) => m.title === 'b shared leap day')?.cover).toBeNull();
  });

  it('gives a single person no couple, no reminders and their own memories only', async () => {
    const ctx = t();
    const solo = await ctx.registerUser({ displayName: 'Một mình' });
    await insertMemory(ctx, {
      ownerId: solo.user.id,
      coupleId: null,
      date: '2026-02-28',
      createdAt: at(-HOUR),
      isPrivate: true,
      title: 'alone',
    });
    const d = await dashboardOf(ctx, solo);
    expect(d.couple).toBeNull();
    expect(d.counts).toEqual({ memories: 1, activeReminders: 0, upcomingReminders: 0, places: 0 });
    expect(d.upcoming).toEqual([]);
    expect(d.recentActivity.map((i) => i.title)).toEqual(['alone']);
    expect(d.onThisDay.map((m) => m.title)).toEqual(['alone']);
  });

  it('a free week names the next reminder after it, not an empty list (one read, soonest first)', async () => {
    const ctx = t();
    const { a: an, couple } = await connectedPair(ctx);
    const later = (days: number, title: string, isCompleted = false) =>
      insertReminder(ctx, {
        coupleId: couple.id,
        authorId: an.user.id,
        datetime: at(days * DAY),
        title,
        isCompleted,
      });
    await later(-1, 'overdue, not next');
    await later(9, 'done in 9 days', true);
    await later(40, 'in 40 days');
    await later(12, 'in 12 days');
    const d = await dashboardOf(ctx, an);
    expect(d.upcoming).toEqual([]);
    expect(d.counts).toMatchObject({ activeReminders: 3, upcomingReminders: 0, places: 0 });
    expect(d.nextReminder).toMatchObject({ title: 'in 12 days', status: 'future' });
    expect(d.nextReminder?.datetime).toBe(at(12 * DAY).toISOString());
  });

  it('counts active reminders by the visibility rule as they move: privacy, trash, the end of the couple', async () => {
    const ctx = t();
    const { a: an, b: binh, couple } = await connectedPair(ctx);
    let coupleId: string | null = couple.id;
    /** what the reminder lists show each of them, counted the slow way */
    const expected = async (user: TestUser) =>
      (
        await ctx.database.raw<{ n: number }>(
          {
            name: 'active_reminders_by_rule',
            text: `select count(*)::int as n from reminders where deleted_at is null
                     and not is_completed
                     and (author_id = $1 or (couple_id = $2 and not is_private))`,
          },
          [user.user.id, coupleId ?? ''],
        )
      )[0]!.n;
    const check = async () => {
      for (const user of [an, binh]) {
        const d = await dashboardOf(ctx, user);
        expect(d.counts.activeReminders).toBe(await expected(user));
      }
    };
    const make = async (user: TestUser, body: object) => {
      const res = await as(ctx, await refreshed(ctx, user), 'POST', '/api/reminders', {
        title: 'Hẹn hò',
        datetime: at(3 * DAY),
        type: 'date',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ reminder: { id: string } }>().reminder.id;
    };
    const shared = await make(an, {});
    const secret = await make(binh, { isPrivate: true, title: 'Quà bất ngờ' });
    await make(binh, {});
    await check();
    // privacy changed both ways
    await as(ctx, await refreshed(ctx, binh), 'PUT', `/api/reminders/${secret}`, {
      isPrivate: false,
    });
    await check();
    await as(ctx, await refreshed(ctx, binh), 'PUT', `/api/reminders/${secret}`, {
      isPrivate: true,
    });
    await check();
    // trashed, restored, completed
    await as(ctx, await refreshed(ctx, an), 'DELETE', `/api/reminders/${shared}`);
    await check();
    await as(ctx, await refreshed(ctx, an), 'POST', `/api/trash/reminder/${shared}/restore`);
    await check();
    await as(ctx, await refreshed(ctx, binh), 'PATCH', `/api/reminders/${shared}/complete`);
    await check();
    // the couple ends: each keeps their own
    const ended = await as(ctx, await refreshed(ctx, an), 'DELETE', '/api/couple/disconnect');
    expect(ended.statusCode, ended.body).toBe(200);
    coupleId = null;
    await make(an, { title: 'Một mình' });
    await check();
  });

  it('needs a session', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });
});
