import type { Letter } from '@doita/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { dayAfter, moveClockTo, setTimeZone, writeLetter } from './helpers/letters.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Letters for later: the day a letter may open on, on both calendars (the writer's and the
 * recipient's, where it opens), and the day it opens (docs/product-rules.md).
 */
describeEachEngine('letters for later: the opening day', (engine) => {
  const t = useTestApp(engine);

  describe('the opening day', () => {
    it('is from tomorrow to 25 years ahead on the writer’s calendar', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const post = (opensOn: string) =>
        as(ctx, a, 'POST', '/api/letters', { to: 'partner', opensOn, text: 'Thư' });
      const today = await post(dayAfter(ctx, 0));
      expect(today.statusCode).toBe(422);
      expect(today.json()).toMatchObject({
        errors: [{ field: 'opensOn', code: 'validation.letterTooSoon' }],
      });
      expect((await post(dayAfter(ctx, 1))).statusCode).toBe(201);
      const [year, month, day] = dayAfter(ctx, 0).split('-').map(Number) as [
        number,
        number,
        number,
      ];
      const farthest = `${year + 25}-${String(month).padStart(2, '0')}-${String(
        month === 2 && day === 29 ? 28 : day,
      ).padStart(2, '0')}`;
      expect((await post(farthest)).statusCode).toBe(201);
      const tooFar = await post(`${year + 26}-01-01`);
      expect(tooFar.statusCode).toBe(422);
      expect(tooFar.json()).toMatchObject({
        errors: [{ field: 'opensOn', code: 'validation.letterTooFar' }],
      });
      // A day that does not exist, another time of day, nothing to say, someone else.
      expect((await post('2027-02-29')).statusCode).toBe(422);
      expect((await post(`${dayAfter(ctx, 3)}T09:00:00Z`)).statusCode).toBe(422);
      const blank = await as(ctx, a, 'POST', '/api/letters', {
        to: 'partner',
        opensOn: dayAfter(ctx, 3),
        text: '   ',
      });
      expect(blank.statusCode).toBe(422);
      const toSomeone = await as(ctx, a, 'POST', '/api/letters', {
        to: 'someone',
        opensOn: dayAfter(ctx, 3),
        text: 'Thư',
      });
      expect(toSomeone.statusCode).toBe(422);
    });

    it('tomorrow is the writer’s tomorrow, whatever the server’s zone', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      // Kiribati is a day ahead of Honolulu: Honolulu's tomorrow is Kiribati's today.
      await setTimeZone(ctx, a, 'Pacific/Honolulu');
      await setTimeZone(ctx, b, 'Pacific/Honolulu');
      const honoluluTomorrow = dayAfter(ctx, 1, 'Pacific/Honolulu');
      const kiribatiTomorrow = dayAfter(ctx, 1, 'Pacific/Kiritimati');
      const post = (opensOn: string) =>
        as(ctx, a, 'POST', '/api/letters', { to: 'partner', opensOn, text: 'Thư' });
      expect((await post(honoluluTomorrow)).statusCode).toBe(201);
      await setTimeZone(ctx, a, 'Pacific/Kiritimati');
      if (honoluluTomorrow < kiribatiTomorrow) {
        expect((await post(honoluluTomorrow)).statusCode).toBe(422);
      }
      expect((await post(kiribatiTomorrow)).statusCode).toBe(201);
    });

    it('is after today where it opens too: a recipient a day ahead moves the first day on', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await setTimeZone(ctx, a, 'America/Los_Angeles');
      await setTimeZone(ctx, b, 'Pacific/Kiritimati');
      // 05:34 on 2 December in Los Angeles is 03:34 on the 3rd in Kiribati (UTC+14)
      await moveClockTo(ctx, new Date('2040-12-02T13:34:00Z'), a, b);
      const post = (opensOn: string) =>
        as(ctx, a, 'POST', '/api/letters', { to: 'partner', opensOn, text: 'Ngày mai nhé' });
      const tooSoon = await post('2040-12-03');
      expect(tooSoon.statusCode).toBe(422);
      expect(tooSoon.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'opensOn', code: 'validation.letterTooSoon' }],
      });
      expect(tooSoon.json<{ errors: { message: string }[] }>().errors[0]?.message).toContain(
        'where your partner is',
      );
      const sent = await post('2040-12-04');
      expect(sent.statusCode, sent.body).toBe(201);
      const letter = sent.json<Letter>();
      expect(letter).toMatchObject({ state: 'sealed', opensToday: false });
      // sealed for Bình; An may still change and withdraw it
      expect((await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).json<Letter>()).toMatchObject({
        state: 'sealed',
        content: null,
      });
      const fixed = await as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, { text: 'Sửa lỗi' });
      expect(fixed.statusCode).toBe(200);
      const moved = await as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, {
        opensOn: '2040-12-03',
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json()).toMatchObject({
        errors: [{ field: 'opensOn', code: 'validation.letterTooSoon' }],
      });
      // the notice names a day still to come for Bình
      const [notice] = await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'letter_sent')));
      expect(notice?.data).toMatchObject({ letterId: letter.id, opensOn: '2040-12-04' });
      expect((await as(ctx, a, 'DELETE', `/api/letters/${letter.id}`)).statusCode).toBe(200);
    });

    it('Los Angeles to Hồ Chí Minh City: from 09:00 PST the first day is the day after', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await setTimeZone(ctx, a, 'America/Los_Angeles');
      await setTimeZone(ctx, b, 'Asia/Ho_Chi_Minh');
      const post = (opensOn: string) =>
        as(ctx, a, 'POST', '/api/letters', { to: 'partner', opensOn, text: 'Gửi em' });
      // 08:59 PST on 3 December is 23:59 on the 3rd in Hồ Chí Minh City
      await moveClockTo(ctx, new Date('2041-12-03T16:59:00Z'), a, b);
      const early = await post('2041-12-04');
      expect(early.statusCode).toBe(201);
      // 09:00 PST: the 4th has begun in Hồ Chí Minh City
      await moveClockTo(ctx, new Date('2041-12-03T17:00:00Z'), a, b);
      expect((await post('2041-12-04')).statusCode).toBe(422);
      const next = await post('2041-12-05');
      expect(next.statusCode).toBe(201);
      expect(next.json<Letter>().state).toBe('sealed');
      // the one written at 08:59 opened at Bình's midnight, as its day said
      const opened = await as(ctx, b, 'GET', `/api/letters/${early.json<Letter>().id}`);
      expect(opened.json<Letter>()).toMatchObject({ state: 'open', opensToday: true });
    });

    it('a writer a day ahead may still fix a sealed letter whose day has begun for them', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await setTimeZone(ctx, a, 'Pacific/Kiritimati');
      await setTimeZone(ctx, b, 'America/Los_Angeles');
      // 03:34 on 3 December in Kiribati, 05:34 on the 2nd in Los Angeles
      await moveClockTo(ctx, new Date('2042-12-02T13:34:00Z'), a, b);
      const letter = await writeLetter(ctx, a, { opensOn: '2042-12-04' });
      // 00:30 on the 4th in Kiribati, 02:30 on the 3rd in Los Angeles: still sealed for Bình
      await moveClockTo(ctx, new Date('2042-12-03T10:30:00Z'), a, b);
      const patch = (body: object) => as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, body);
      // the web sends the day back as it was: that is no new day to check
      const kept = await patch({ text: 'Sửa một chữ', opensOn: '2042-12-04' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect((await patch({ opensOn: '2042-12-05' })).statusCode).toBe(200);
      // but moved back to a day begun on the writer's calendar, it is refused
      expect((await patch({ opensOn: '2042-12-04' })).statusCode).toBe(422);
    });

    it('needs a partner to write to', async () => {
      const ctx = t();
      const single = await ctx.registerUser();
      const res = await as(ctx, single, 'POST', '/api/letters', {
        to: 'partner',
        opensOn: dayAfter(ctx, 3),
        text: 'Thư',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NO_COUPLE' });
    });

    it('opens at midnight on the recipient’s calendar, not the writer’s', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await setTimeZone(ctx, a, 'Asia/Ho_Chi_Minh');
      await setTimeZone(ctx, b, 'America/Los_Angeles');
      const opensOn = dayAfter(ctx, 3, 'Asia/Ho_Chi_Minh');
      const letter = await writeLetter(ctx, a, { opensOn, text: 'Mở vào giờ của anh' });
      // 00:30 of that day in Hồ Chí Minh City: still the day before in Los Angeles.
      await moveClockTo(ctx, new Date(`${opensOn}T00:30:00+07:00`), a, b);
      const early = await as(ctx, b, 'GET', `/api/letters/${letter.id}`);
      expect(early.json<Letter>()).toMatchObject({ state: 'sealed', content: null });
      // The writer sees the same: still sealed, still theirs to change.
      expect((await as(ctx, a, 'GET', `/api/letters/${letter.id}`)).json<Letter>().state).toBe(
        'sealed',
      );
      expect(
        (await as(ctx, a, 'PATCH', `/api/letters/${letter.id}`, { text: 'Sửa lần cuối' }))
          .statusCode,
      ).toBe(200);
      // 00:01 in Los Angeles: open, today.
      await moveClockTo(ctx, new Date(`${opensOn}T00:01:00-08:00`), a, b);
      const opened = (await as(ctx, b, 'GET', `/api/letters/${letter.id}`)).json<Letter>();
      expect(opened).toMatchObject({ state: 'open', opensToday: true });
      expect(opened.content?.text).toBe('Sửa lần cuối');
    });

    it('tells the form the days it may offer: the later tomorrow of the two, to 25 years on', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await setTimeZone(ctx, a, 'America/Los_Angeles');
      await setTimeZone(ctx, b, 'Pacific/Kiritimati');
      await moveClockTo(ctx, new Date('2050-12-02T13:34:00Z'), a, b);
      const days = async (who: typeof a) => {
        const res = await as(ctx, who, 'GET', '/api/letters/opening-days');
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ min: string; max: string }>();
      };
      // (after the other tests' clocks: it only moves forward) Los Angeles on the 2nd, Kiribati already on the 3rd: the 4th for both
      expect(await days(a)).toEqual({ min: '2050-12-04', max: '2075-12-02' });
      // from Kiribati (the 3rd) to Los Angeles (the 2nd): Kiribati's tomorrow
      expect(await days(b)).toEqual({ min: '2050-12-04', max: '2075-12-03' });
      // what it offers first is taken
      const sent = await as(ctx, a, 'POST', '/api/letters', {
        to: 'partner',
        opensOn: (await days(a)).min,
        text: 'Đúng ngày đầu tiên',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      // no partner, nobody to write to
      const single = await ctx.registerUser();
      const none = await as(ctx, single, 'GET', '/api/letters/opening-days');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'NO_COUPLE' });
    });
  });
});
