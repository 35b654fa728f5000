import type { AppNotification, CheckinsView } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { fieldErrors, refreshed } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/** Moves the app's clock to `iso` (within the few milliseconds a test takes). */
const setNow = (ctx: TestApp, iso: string) => {
  ctx.clock.reset();
  ctx.clock.advance((Date.parse(iso) - Date.now()) / 1000);
};

describeEachEngine('check-ins: one a day on my own calendar, seen by my partner', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const checkIn = async (ctx: TestApp, user: TestUser, body: object, status = 200) => {
    const res = await as(ctx, await refreshed(ctx, user), 'PUT', '/api/checkins/today', body);
    expect(res.statusCode, res.body).toBe(status);
    return res;
  };
  const view = async (ctx: TestApp, user: TestUser, days = 30) => {
    const res = await as(ctx, await refreshed(ctx, user), 'GET', `/api/checkins?days=${days}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckinsView>();
  };
  const checkinNotes = async (ctx: TestApp, user: TestUser) => {
    const res = await as(ctx, await refreshed(ctx, user), 'GET', '/api/notifications');
    const { notifications } = res.json<{ notifications: AppNotification[] }>();
    return notifications.filter((n) => n.type === 'checkin');
  };

  it('sets today, replaces it the same day, shows it to the partner, tells them once', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const first = (await checkIn(ctx, a, { mood: 'happy', note: '  Hôm nay trời đẹp  ' })).json<{
      checkin: { id: string; note: string; mood: string };
    }>().checkin;
    expect(first).toMatchObject({ mood: 'happy', note: 'Hôm nay trời đẹp', mine: true });
    const again = (await checkIn(ctx, a, { mood: 'love' })).json<{
      checkin: { id: string; note: string; mood: string };
    }>().checkin;
    expect(again).toMatchObject({ id: first.id, mood: 'love', note: '' });

    const mine = await view(ctx, a);
    expect(mine.myToday).toMatchObject({ id: first.id, mood: 'love', mine: true });
    expect(mine.partner).toMatchObject({ id: b.user.id, name: 'Bình' });
    expect(mine.partnerToday).toBeNull();

    const theirs = await view(ctx, b);
    expect(theirs.myToday).toBeNull();
    expect(theirs.partnerToday).toMatchObject({ id: first.id, mood: 'love', mine: false });
    expect(theirs.checkins.map((c) => c.id)).toEqual([first.id]);
    const told = await checkinNotes(ctx, b);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ data: { actorName: 'An', mood: 'happy' } });
    expect(await checkinNotes(ctx, a)).toHaveLength(0);
  });

  it('turns at my local midnight; my partner in another zone has their own today', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, b, 'PUT', '/api/user/preferences', { timeZone: 'America/Los_Angeles' });
    // 23:59:30 in Hồ Chí Minh on 14 March 2026, 09:59:30 on the 14th in Los Angeles.
    setNow(ctx, '2026-03-14T16:59:30Z');
    await checkIn(ctx, a, { mood: 'peaceful', note: 'Trước nửa đêm' });
    await checkIn(ctx, b, { mood: 'excited' });
    setNow(ctx, '2026-03-14T17:00:30Z');
    await checkIn(ctx, a, { mood: 'grateful', note: 'Sau nửa đêm' });

    const mine = await view(ctx, a, 2);
    expect(mine).toMatchObject({ today: '2026-03-15', from: '2026-03-14' });
    expect(mine.checkins.filter((c) => c.mine).map((c) => [c.day, c.mood])).toEqual([
      ['2026-03-14', 'peaceful'],
      ['2026-03-15', 'grateful'],
    ]);
    // Still the 14th in Los Angeles: b's check-in is b's today.
    expect(mine.partnerToday).toMatchObject({ day: '2026-03-14', mood: 'excited' });
    const theirs = await view(ctx, b, 1);
    expect(theirs.today).toBe('2026-03-14');
    expect(theirs.myToday).toMatchObject({ mood: 'excited' });
    expect(theirs.partnerToday).toMatchObject({ day: '2026-03-15', mood: 'grateful' });
  });

  it("stamps a check-in with the app's clock, on the day it was written", async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    // within the few seconds a test takes after the clock was set
    const near = (iso: string | undefined, target: string) =>
      Math.abs(Date.parse(iso ?? '') - Date.parse(target)) < 5_000;
    setNow(ctx, '2026-03-14T10:00:00Z');
    const first = (await checkIn(ctx, me, { mood: 'happy' })).json<{
      checkin: { day: string; updatedAt: string };
    }>().checkin;
    expect(first.day).toBe('2026-03-14');
    expect(near(first.updatedAt, '2026-03-14T10:00:00Z'), first.updatedAt).toBe(true);
    setNow(ctx, '2026-03-14T12:30:00Z');
    const again = (await checkIn(ctx, me, { mood: 'love' })).json<{
      checkin: { updatedAt: string };
    }>().checkin;
    expect(near(again.updatedAt, '2026-03-14T12:30:00Z'), again.updatedAt).toBe(true);
    expect((await view(ctx, me, 1)).myToday?.updatedAt).toBe(again.updatedAt);
  });

  it('refuses what the shared schema refuses, with the field named', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    for (const [body, field] of [
      [{ mood: 'angry' }, 'mood'],
      [{}, 'mood'],
      [{ mood: 'happy', note: 'a'.repeat(281) }, 'note'],
      [{ mood: 'happy', note: 42 }, 'note'],
    ] as const) {
      const res = await checkIn(ctx, me, body, 422);
      expect(fieldErrors(res.body)?.[0]).toMatch(new RegExp(`^${field}:`));
    }
    for (const [days, code] of [
      ['0', 'validation.minValue:1'],
      ['91', 'validation.maxValue:90'],
      ['x', 'validation.number'],
      ['1.5', 'validation.number'],
    ] as const) {
      const res = await as(ctx, me, 'GET', `/api/checkins?days=${days}`);
      expect(res.statusCode, days).toBe(422);
      // out of range says so, not "must be a number"
      expect(fieldErrors(res.body), days).toEqual([`days:${code}`]);
    }
    expect((await view(ctx, me, 90)).checkins).toEqual([]);
  });

  it('a stranger sees none of it; a disconnect keeps each their own; single people check in', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const stranger = await ctx.registerUser();
    await checkIn(ctx, a, { mood: 'romantic', note: 'Riêng của hai đứa' });
    await checkIn(ctx, b, { mood: 'happy' });
    const seen = await view(ctx, stranger);
    expect(seen).toMatchObject({ myToday: null, partnerToday: null, partner: null, checkins: [] });

    expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    const after = await view(ctx, a);
    expect(after.partner).toBeNull();
    expect(after.checkins.map((c) => c.mood)).toEqual(['romantic']);
    await checkIn(ctx, a, { mood: 'nostalgic' });
    expect((await view(ctx, b)).checkins.map((c) => c.mood)).toEqual(['happy']);
  });

  it('tells the partner only while their check-ins toggle is on', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const off = await as(ctx, b, 'PUT', '/api/user/preferences', {
      notifications: { checkins: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await checkIn(ctx, a, { mood: 'happy' });
    expect(await checkinNotes(ctx, b)).toHaveLength(0);
  });

  it('a check-in tapped at 23:59 and sent after midnight keeps its day, the next day’s stays', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    // 00:02 on 15 March in Hồ Chí Minh City: An checks in for the 15th on another device
    setNow(ctx, '2026-03-14T17:02:00Z');
    const fifteenth = (await checkIn(ctx, a, { mood: 'excited', day: '2026-03-15' })).json<{
      checkin: { id: string; day: string };
    }>().checkin;
    expect(fifteenth.day).toBe('2026-03-15');
    // 00:05: the phone's outbox sends what was tapped at 23:59 on the 14th
    setNow(ctx, '2026-03-14T17:05:00Z');
    const late = (
      await checkIn(ctx, a, { mood: 'peaceful', note: 'Trước nửa đêm', day: '2026-03-14' })
    ).json<{ checkin: { id: string; day: string } }>().checkin;
    expect(late.day).toBe('2026-03-14');
    expect(late.id).not.toBe(fifteenth.id);

    const mine = await view(ctx, a, 2);
    expect(mine.today).toBe('2026-03-15');
    expect(mine.myToday).toMatchObject({ id: fifteenth.id, mood: 'excited' });
    expect(mine.checkins.map((c) => [c.day, c.mood, c.note])).toEqual([
      ['2026-03-14', 'peaceful', 'Trước nửa đêm'],
      ['2026-03-15', 'excited', ''],
    ]);
    // Bình is told of the 15th, today's; the 14th came late and is only on the page
    const told = await checkinNotes(ctx, b);
    expect(told.map((n) => n.data)).toEqual([
      expect.objectContaining({ mood: 'excited', day: '2026-03-15' }),
    ]);
    expect((await view(ctx, b, 2)).checkins.map((c) => c.day)).toEqual([
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('a check-in for tomorrow from 23:55 tells the partner once and is my today until midnight', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const notedDays = async () => (await checkinNotes(ctx, b)).map((n) => n.data['day']).sort();
    // 23:54 on 11 April 2027 in Hồ Chí Minh City: tomorrow is not taken yet
    setNow(ctx, '2027-04-11T16:54:30Z');
    const early = await checkIn(ctx, a, { mood: 'love', day: '2027-04-12' }, 422);
    expect(fieldErrors(early.body)).toEqual(['day:validation.checkinDayAhead']);
    await checkIn(ctx, a, { mood: 'peaceful', day: '2027-04-11' });
    expect(await notedDays()).toEqual(['2027-04-11']);
    // 23:55 without a check-in for tomorrow: the page is still on the 11th
    setNow(ctx, '2027-04-11T16:55:00Z');
    expect(await view(ctx, a, 2)).toMatchObject({
      today: '2027-04-11',
      myToday: { day: '2027-04-11', mood: 'peaceful' },
    });
    // 23:55:10: a phone whose clock is a little fast stamps the 12th
    setNow(ctx, '2027-04-11T16:55:10Z');
    const ahead = (await checkIn(ctx, a, { mood: 'love', note: 'sớm', day: '2027-04-12' })).json<{
      checkin: { id: string; day: string };
    }>().checkin;
    expect(ahead.day).toBe('2027-04-12');
    // the 12th's first check-in: Bình hears of it now, once
    expect(await notedDays()).toEqual(['2027-04-11', '2027-04-12']);
    // An's page moves on to the 12th, the day An's device shows
    const mine = await view(ctx, a, 2);
    expect(mine).toMatchObject({
      today: '2027-04-12',
      from: '2027-04-11',
      myToday: { id: ahead.id, day: '2027-04-12', mood: 'love', note: 'sớm' },
    });
    expect(mine.checkins.map((c) => [c.day, c.mood])).toEqual([
      ['2027-04-11', 'peaceful'],
      ['2027-04-12', 'love'],
    ]);
    // and Bình, still on the 11th, sees it as An's today
    setNow(ctx, '2027-04-11T16:59:59Z');
    expect((await view(ctx, b, 2)).partnerToday).toMatchObject({ id: ahead.id, mood: 'love' });
    // 00:00 on the 12th: the same check-in, changed, tells nobody again
    setNow(ctx, '2027-04-11T17:00:00Z');
    await checkIn(ctx, a, { mood: 'grateful', day: '2027-04-12' });
    expect(await view(ctx, a, 2)).toMatchObject({
      today: '2027-04-12',
      myToday: { id: ahead.id, mood: 'grateful' },
    });
    expect(await notedDays()).toEqual(['2027-04-11', '2027-04-12']);
    // 11:59 on the 12th: a late one for the 11th is taken and tells nobody; 12:00 is too late
    setNow(ctx, '2027-04-12T04:59:00Z');
    await checkIn(ctx, a, { mood: 'happy', day: '2027-04-11' });
    setNow(ctx, '2027-04-12T05:00:00Z');
    const over = await checkIn(ctx, a, { mood: 'happy', day: '2027-04-11' }, 422);
    expect(fieldErrors(over.body)).toEqual(['day:validation.checkinDayOver:12']);
    expect(await notedDays()).toEqual(['2027-04-11', '2027-04-12']);
  });

  it('from 23:55, a partner a day ahead shows the tomorrow they checked in for', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, b, 'PUT', '/api/user/preferences', { timeZone: 'Pacific/Kiritimati' });
    // 23:56 on 31 December 2026 in Kiritimati (09:56Z), 16:56 in Hồ Chí Minh City
    setNow(ctx, '2026-12-31T09:56:00Z');
    await checkIn(ctx, b, { mood: 'happy', day: '2026-12-31' });
    await checkIn(ctx, b, { mood: 'excited', day: '2027-01-01' });
    const mine = await view(ctx, a, 2);
    expect(mine.today).toBe('2026-12-31');
    expect(mine.partnerToday).toMatchObject({ day: '2027-01-01', mood: 'excited' });
    expect((await view(ctx, b, 2)).myToday).toMatchObject({ day: '2027-01-01' });
    expect((await checkinNotes(ctx, a)).map((n) => n.data['day']).sort()).toEqual([
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('takes yesterday until noon only, never a day to come, and says so in the field', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const refused = async (day: string) => {
      const res = await checkIn(ctx, me, { mood: 'happy', day }, 422);
      return res.json<{
        code: string;
        errors: { field: string; code: string; message: string }[];
      }>();
    };
    // 11:59 on 1 January 2027 in Hồ Chí Minh City
    setNow(ctx, '2027-01-01T04:59:00Z');
    expect((await checkIn(ctx, me, { mood: 'love', day: '2026-12-31' })).json()).toMatchObject({
      checkin: { day: '2026-12-31' },
    });
    expect(await refused('2026-12-30')).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [
        {
          field: 'day',
          code: 'validation.checkinDayOver:12',
          message: 'That day is over: a check-in is for today, or for yesterday until 12:00 today',
        },
      ],
    });
    expect(await refused('2027-01-02')).toMatchObject({
      errors: [
        {
          field: 'day',
          code: 'validation.checkinDayAhead',
          message: 'A check-in is for today: that day has not come yet',
        },
      ],
    });
    expect((await refused('2027-02-29')).errors[0]?.field).toBe('day');
    // 12:00: yesterday is over
    setNow(ctx, '2027-01-01T05:00:00Z');
    expect((await refused('2026-12-31')).errors[0]?.code).toBe('validation.checkinDayOver:12');
    expect((await checkIn(ctx, me, { mood: 'grateful', day: '2027-01-01' })).json()).toMatchObject({
      checkin: { day: '2027-01-01' },
    });
    // what was refused wrote nothing
    expect((await view(ctx, me, 3)).checkins.map((c) => [c.day, c.mood])).toEqual([
      ['2026-12-31', 'love'],
      ['2027-01-01', 'grateful'],
    ]);
  });

  it('reads the day on my own clock: UTC+14 and UTC-11 at the same instant', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await as(ctx, a, 'PUT', '/api/user/preferences', { timeZone: 'Pacific/Kiritimati' });
    await as(ctx, b, 'PUT', '/api/user/preferences', { timeZone: 'Pacific/Pago_Pago' });
    // 01:30 on 1 March 2028 in Kiritimati, 00:30 on 29 February 2028 in Pago Pago
    setNow(ctx, '2028-02-29T11:30:00Z');
    await checkIn(ctx, a, { mood: 'happy', day: '2028-02-29' });
    await checkIn(ctx, a, { mood: 'love', day: '2028-03-01' });
    await checkIn(ctx, b, { mood: 'nostalgic', day: '2028-02-28' });
    await checkIn(ctx, b, { mood: 'peaceful', day: '2028-02-29' });
    // Kiritimati's today has not come in Pago Pago
    const ahead = await checkIn(ctx, b, { mood: 'excited', day: '2028-03-01' }, 422);
    expect(fieldErrors(ahead.body)).toEqual(['day:validation.checkinDayAhead']);
    const over = await checkIn(ctx, a, { mood: 'excited', day: '2028-02-28' }, 422);
    expect(fieldErrors(over.body)).toEqual(['day:validation.checkinDayOver:12']);
    const theirs = await view(ctx, b, 3);
    expect(theirs.today).toBe('2028-02-29');
    expect(theirs.checkins.filter((c) => c.mine).map((c) => c.day)).toEqual([
      '2028-02-28',
      '2028-02-29',
    ]);
    expect(theirs.partnerToday).toMatchObject({ day: '2028-03-01', mood: 'love' });
  });

  it('an offline check-in sent twice with its key is applied once', async () => {
    const ctx = t();
    const me = await ctx.registerUser();
    const send = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/checkins/today',
        headers: { ...authHeader(me.token), 'idempotency-key': 'checkin-key-0001' },
        payload: { mood: 'love' },
      });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });
});
