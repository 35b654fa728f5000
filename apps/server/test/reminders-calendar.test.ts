import { lunarToSolar, solarToLunar, toLocalDate, zonedToInstant } from '@doita/shared';
import ICAL from 'ical.js';
import { afterEach, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createReminder } from './helpers/reminders.js';
import type { TestUser } from './helpers/test-app.js';
import { PUBLIC_URL, describeEachEngine, useTestApp } from './helpers/test-app.js';

/** The feed parsed back by ical.js, its time zones registered so times resolve as a calendar app would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, events };
}

function firstOccurrences(event: ICAL.Event, n: number): string[] {
  const it = event.iterator();
  const out: string[] = [];
  for (let next = it.next(); next && out.length < n; next = it.next())
    out.push(next.toJSDate().toISOString());
  return out;
}

describeEachEngine('reminders: the calendar feed', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  async function feedOf(user: TestUser) {
    const { url, webcalUrl } = (await as(t(), user, 'POST', '/api/calendar/subscription')).json<{
      url: string;
      webcalUrl: string;
    }>();
    expect(url.startsWith(`${PUBLIC_URL}/api/calendar/`)).toBe(true);
    expect(webcalUrl).toBe(url.replace('http:', 'webcal:'));
    const path = url.slice(PUBLIC_URL.length);
    return { path, fetch: () => t().app.inject({ method: 'GET', url: path }) };
  }

  it('is valid iCalendar: RRULEs with month ends clamped, its own time zones, readable by ical.js', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const title =
      'Kỷ niệm tháng: đi ăn tối ở nhà hàng quen, nhớ đặt bàn trước; mang hoa, nến và thiệp';
    const monthly = await createReminder(ctx, a, {
      datetime: '2099-01-31T02:00:00.000Z',
      recurringType: 'monthly',
      title,
      description: 'Dòng 1\nDòng 2, có dấu phẩy',
    });
    const thirtieth = await createReminder(ctx, a, {
      datetime: '2099-01-30T02:00:00.000Z',
      recurringType: 'monthly',
    });
    const leapDay = await createReminder(ctx, a, {
      datetime: '2096-02-29T02:00:00.000Z',
      recurringType: 'yearly',
    });
    const once = await createReminder(ctx, b, {
      datetime: '2099-06-01T12:00:00.000Z',
      type: 'date',
      title: 'Hẹn hò',
    });
    const feed = await feedOf(a);
    const res = await feed.fetch();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const m = byUid.get(`${monthly.id}@doita`)!;
    expect(m.summary).toBe(title);
    expect(m.description).toBe('Dòng 1\nDòng 2, có dấu phẩy');
    expect(m.isRecurring()).toBe(true);
    expect(firstOccurrences(m, 4)).toEqual([
      '2099-01-31T02:00:00.000Z',
      '2099-02-28T02:00:00.000Z',
      '2099-03-31T02:00:00.000Z',
      '2099-04-30T02:00:00.000Z',
    ]);
    // ical.js applies BYSETPOS only with BYDAY; Google and Apple Calendar apply it here too
    expect(
      byUid.get(`${thirtieth.id}@doita`)!.component.getFirstPropertyValue('rrule')?.toString(),
    ).toBe('FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1');
    expect(firstOccurrences(byUid.get(`${leapDay.id}@doita`)!, 3)).toEqual([
      '2096-02-29T02:00:00.000Z',
      '2097-02-28T02:00:00.000Z',
      '2098-02-28T02:00:00.000Z',
    ]);
    const o = byUid.get(`${once.id}@doita`)!;
    expect(o.isRecurring()).toBe(false);
    expect(o.startDate.toJSDate().toISOString()).toBe('2099-06-01T12:00:00.000Z');
    expect(o.startDate.zone?.tzid).toBe('Asia/Ho_Chi_Minh');
  });

  it('keeps every title one property: CR, LF, CRLF, commas, semicolons, backslashes, emoji', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const title = 'Hẹn hò 🎉\rEND:VEVENT\r\nBEGIN:VEVENT\nSUMMARY:giả; mạo, \\ thật';
    const description = 'Dòng 1\r\nDòng 2\rDòng 3\nDòng 4; a, b \\ c';
    const reminder = await createReminder(ctx, a, {
      datetime: '2099-03-08T01:00:00.000Z',
      title,
      description,
    });
    const res = await (await feedOf(a)).fetch();
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { events } = parse(res.body);
    expect(events).toHaveLength(1);
    expect(events[0]!.uid).toBe(`${reminder.id}@doita`);
    expect(events[0]!.summary).toBe(reminder.title.replace(/\r\n|\r/g, '\n'));
    expect(events[0]!.description).toBe(description.replace(/\r\n|\r/g, '\n'));
  });

  it("keeps 09:00 at 09:00 across daylight saving in the author's zone", async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    await as(ctx, a, 'PUT', '/api/user/preferences', { timeZone: 'America/New_York' });
    const year = ctx.clock.now().getUTCFullYear() + 1;
    // the first Sunday of March, a week before the clocks change (second Sunday of March)
    const firstSunday = [1, 2, 3, 4, 5, 6, 7].find(
      (d) => new Date(Date.UTC(year, 2, d)).getUTCDay() === 0,
    )!;
    const date = (d: number) => `${year}-03-${String(d).padStart(2, '0')}`;
    const weekly = await createReminder(ctx, a, {
      datetime: undefined,
      reminderDate: date(firstSunday),
      reminderTime: '09:00',
      recurringType: 'weekly',
    });
    const { events } = parse((await (await feedOf(a)).fetch()).body);
    const event = events.find((e) => e.uid === `${weekly.id}@doita`)!;
    expect(firstOccurrences(event, 3)).toEqual([
      `${date(firstSunday)}T14:00:00.000Z`, // EST
      `${date(firstSunday + 7)}T13:00:00.000Z`, // the clocks changed at 02:00 that morning: EDT
      `${date(firstSunday + 14)}T13:00:00.000Z`,
    ]);
  });

  it('writes lunar repeats out for the years ahead (Trung thu, 15/8)', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const thisYear = solarToLunar(toLocalDate(ctx.clock.now(), 'Asia/Ho_Chi_Minh')).year;
    const year = thisYear + 1;
    const solar = lunarToSolar({ day: 15, month: 8, year, isLeapMonth: false })!;
    const at = zonedToInstant({ ...solar, hour: 19, minute: 0 }, 'Asia/Ho_Chi_Minh')!;
    const reminder = await createReminder(ctx, a, {
      datetime: at.toISOString(),
      calendar: 'lunar',
      lunarDate: { day: 15, month: 8, year, isLeapMonth: false },
      recurringType: 'yearly',
      title: 'Trung thu',
    });
    const { events } = parse((await (await feedOf(a)).fetch()).body);
    const mine = events.filter((e) => e.uid.startsWith(`${reminder.id}-`));
    expect(mine.length).toBeGreaterThanOrEqual(9);
    expect(mine[0]!.startDate.toJSDate().toISOString()).toBe(at.toISOString());
    for (const e of mine) {
      const local = toLocalDate(e.startDate.toJSDate(), 'Asia/Ho_Chi_Minh');
      expect(solarToLunar(local)).toMatchObject({ day: 15, month: 8, isLeapMonth: false });
    }
  });

  it('a new link retires the old one; turning it off ends it; an unknown token is 404', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    expect((await as(ctx, a, 'GET', '/api/calendar/subscription')).json()).toEqual({
      active: false,
      createdAt: null,
    });
    const first = await feedOf(a);
    expect((await as(ctx, a, 'GET', '/api/calendar/subscription')).json()).toMatchObject({
      active: true,
    });
    const second = await feedOf(a);
    expect((await first.fetch()).statusCode).toBe(404);
    expect((await second.fetch()).statusCode).toBe(200);
    await as(ctx, a, 'DELETE', '/api/calendar/subscription');
    expect((await second.fetch()).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/calendar/nope.ics' })).statusCode,
    ).toBe(404);
  });
});
