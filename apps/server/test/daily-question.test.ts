import type {
  AppNotification,
  ExportArchive,
  QuestionHistoryResponse,
  QuestionTodayResponse,
} from '@doita/shared';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { questionAnswers, questionDays } from '../src/db/schema.js';
import { accept, as, connectedPair, errorOf, invite } from './helpers/couple.js';
import { refreshed } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { signInAgain } from './helpers/sessions.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

/** Moves the app's clock to `iso` (within the few milliseconds a test takes). */
const setNow = (ctx: TestApp, iso: string) => {
  ctx.clock.reset();
  ctx.clock.advance((Date.parse(iso) - Date.now()) / 1000);
};

describeEachEngine(
  'the daily question: one a day for the couple, hidden until both answered',
  (engine) => {
    const t = useTestApp(engine);
    afterEach(() => t().clock.reset());

    const call = async (
      ctx: TestApp,
      user: TestUser,
      method: 'GET' | 'PUT' | 'POST' | 'DELETE',
      url: string,
      body?: object,
    ) => as(ctx, await refreshed(ctx, user), method, url, body);
    const today = async (ctx: TestApp, user: TestUser) => {
      const res = await call(ctx, user, 'GET', '/api/questions/today');
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.body, today: res.json<QuestionTodayResponse>() };
    };
    const answer = async (ctx: TestApp, user: TestUser, body: object, status = 200) => {
      const res = await call(ctx, user, 'PUT', '/api/questions/today/answer', body);
      expect(res.statusCode, res.body).toBe(status);
      return res;
    };
    const history = async (ctx: TestApp, user: TestUser, query = '') => {
      const res = await call(ctx, user, 'GET', `/api/questions/history${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.body, page: res.json<QuestionHistoryResponse>() };
    };
    const revealNotes = async (ctx: TestApp, user: TestUser) =>
      (await call(ctx, user, 'GET', '/api/notifications'))
        .json<{ notifications: AppNotification[] }>()
        .notifications.filter((n) => n.type === 'question_revealed');

    it('asks both the same question; hides the first answer until the second; then shows both', async () => {
      const ctx = t();
      setNow(ctx, '2026-04-01T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      const first = (await today(ctx, a)).today;
      const theirs = (await today(ctx, b)).today;
      expect(theirs.question).toEqual(first.question);
      expect(first).toMatchObject({
        day: '2026-04-01',
        myAnswer: null,
        partnerAnswer: null,
        partnerAnswered: false,
        revealed: false,
        canSkip: true,
        streak: 0,
        partnerName: 'Bình',
      });
      expect(first.question.vi.length).toBeGreaterThan(0);
      expect(first.question.en.length).toBeGreaterThan(0);

      const secret = 'Bí mật của An: chuyến đi Đà Lạt';
      const written = (
        await answer(ctx, a, { text: `  ${secret}  ` })
      ).json<QuestionTodayResponse>();
      expect(written.myAnswer?.text).toBe(secret);
      expect(written.canSkip).toBe(false);

      // The partner learns that An answered, never what: not today, not the history, not a search.
      const seen = await today(ctx, b);
      expect(seen.today).toMatchObject({
        partnerAnswered: true,
        partnerAnswer: null,
        revealed: false,
      });
      expect(seen.body).not.toContain('Bí mật');
      for (const query of ['', '?q=bi%20mat', '?q=da%20lat', `?before=2026-04-02`])
        expect((await history(ctx, b, query)).body).not.toContain('Bí mật');

      // An may change it while Bình has not answered.
      const changed = 'Chuyến đi Đà Lạt năm ấy';
      await answer(ctx, a, { text: changed });
      expect((await today(ctx, a)).today.myAnswer?.text).toBe(changed);
      expect(await revealNotes(ctx, a)).toHaveLength(0);

      const both = (
        await answer(ctx, b, { text: 'Lần đầu nắm tay' })
      ).json<QuestionTodayResponse>();
      expect(both).toMatchObject({
        revealed: true,
        myAnswer: { text: 'Lần đầu nắm tay' },
        partnerAnswer: { text: changed },
        streak: 1,
      });
      expect((await today(ctx, a)).today).toMatchObject({
        revealed: true,
        myAnswer: { text: changed },
        partnerAnswer: { text: 'Lần đầu nắm tay' },
      });
      // An, the first, is told; Bình, who answered last, is not.
      const told = await revealNotes(ctx, a);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        data: { actorName: 'Bình', day: '2026-04-01' },
        link: '/together/question',
      });
      expect(await revealNotes(ctx, b)).toHaveLength(0);

      // Once both are open, answers stay as they are; the same words again change nothing.
      const locked = await answer(ctx, a, { text: 'Đổi ý' }, 409);
      expect(errorOf(locked).code).toBe('QUESTION_LOCKED');
      await answer(ctx, a, { text: changed });
      expect(await revealNotes(ctx, a)).toHaveLength(1);
    });

    it('reveals once when both answer at the same moment', async () => {
      const ctx = t();
      setNow(ctx, '2026-04-03T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      await Promise.all([
        answer(ctx, a, { text: 'Cùng lúc A' }),
        answer(ctx, b, { text: 'Cùng lúc B' }),
      ]);
      for (const user of [a, b]) expect((await today(ctx, user)).today.revealed).toBe(true);
      const told = [...(await revealNotes(ctx, a)), ...(await revealNotes(ctx, b))];
      expect(told).toHaveLength(1);
    });

    it('tells nobody whose daily question toggle is off', async () => {
      const ctx = t();
      setNow(ctx, '2026-04-05T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      const off = await call(ctx, a, 'PUT', '/api/user/preferences', {
        notifications: { questions: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      await answer(ctx, a, { text: 'Trước' });
      await answer(ctx, b, { text: 'Sau' });
      expect(await revealNotes(ctx, a)).toHaveLength(0);
      expect((await today(ctx, a)).today.revealed).toBe(true);
    });

    it('asks no question twice within a year, over 400 simulated days with skips', async () => {
      const ctx = t();
      setNow(ctx, '2027-01-01T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      const signed = { a, b };
      const lastAsked = new Map<string, number>();
      const start = Date.parse('2027-01-01T05:00:00Z');
      for (let day = 0; day < 400; day += 1) {
        setNow(ctx, new Date(start + day * 86_400_000).toISOString());
        // a token lasts 15 minutes: sign one for each simulated day
        signed.a = await refreshed(ctx, a);
        signed.b = await refreshed(ctx, b);
        const res =
          // a skip every 23 days, by each partner in turn (within the skip's rate limit)
          day % 23 === 3
            ? await as(ctx, day % 2 ? signed.b : signed.a, 'POST', '/api/questions/today/skip')
            : await as(ctx, signed.a, 'GET', '/api/questions/today');
        expect(res.statusCode, res.body).toBe(200);
        const { question } = res.json<QuestionTodayResponse>();
        const before = lastAsked.get(question.id);
        if (before !== undefined) expect(day - before, question.id).toBeGreaterThan(365);
        lastAsked.set(question.id, day);
      }
      expect(lastAsked.size).toBeGreaterThan(365);
    }, 120_000);

    it('refuses an answer written for another day or another question', async () => {
      const ctx = t();
      setNow(ctx, '2026-04-10T05:00:00Z');
      const { a } = await connectedPair(ctx);
      const { today: day } = await today(ctx, a);
      const old = await answer(ctx, a, { text: 'Hôm qua', day: '2026-04-09' }, 409);
      expect(errorOf(old).code).toBe('QUESTION_DAY_OVER');
      const other = await answer(ctx, a, { text: 'Khác', questionId: 'not-today' }, 409);
      expect(errorOf(other).code).toBe('QUESTION_DAY_OVER');
      await answer(ctx, a, { text: 'Đúng hôm nay', day: day.day, questionId: day.question.id });
      expect((await answer(ctx, a, { text: '   ' }, 422)).statusCode).toBe(422);
      expect((await answer(ctx, a, { text: 'x'.repeat(2001) }, 422)).statusCode).toBe(422);
    });

    it('skips once a day, only before anyone answered, for both partners', async () => {
      const ctx = t();
      setNow(ctx, '2026-05-01T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      const before = (await today(ctx, a)).today;
      const skipped = await call(ctx, b, 'POST', '/api/questions/today/skip');
      expect(skipped.statusCode, skipped.body).toBe(200);
      const after = skipped.json<QuestionTodayResponse>();
      expect(after.question.id).not.toBe(before.question.id);
      expect(after.canSkip).toBe(false);
      expect((await today(ctx, a)).today.question.id).toBe(after.question.id);
      const again = await call(ctx, a, 'POST', '/api/questions/today/skip');
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('QUESTION_SKIP_USED');

      // The next day: once someone answered, the question stays.
      setNow(ctx, '2026-05-02T05:00:00Z');
      const next = (await today(ctx, a)).today;
      expect([before.question.id, after.question.id]).not.toContain(next.question.id);
      await answer(ctx, a, { text: 'Có rồi' });
      const late = await call(ctx, b, 'POST', '/api/questions/today/skip');
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).code).toBe('QUESTION_ANSWERED');
    });

    it('counts the streak of days both answered, through a move to another zone', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const days = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04'];
      const asked = new Set<string>();
      for (const [index, day] of days.entries()) {
        // noon in Hồ Chí Minh; from the third day Bình lives in Los Angeles (21:00 the day before)
        if (index === 2)
          await call(ctx, b, 'PUT', '/api/user/preferences', { timeZone: 'America/Los_Angeles' });
        setNow(ctx, `${day}T${index >= 2 ? '16' : '05'}:00:00Z`);
        const { today: now } = await today(ctx, a);
        expect(now.day).toBe(day);
        asked.add(now.question.id);
        await answer(ctx, a, { text: `An, ${day}` });
        const done = (await answer(ctx, b, { text: `Bình, ${day}` })).json<QuestionTodayResponse>();
        expect(done.streak).toBe(index + 1);
      }
      expect(asked.size).toBe(days.length);
      // The next day, before answering, the streak still stands; a day missed ends it.
      setNow(ctx, '2026-06-05T16:00:00Z');
      expect((await today(ctx, a)).today.streak).toBe(4);
      setNow(ctx, '2026-06-07T16:00:00Z');
      expect((await today(ctx, b)).today.streak).toBe(0);

      // The history: past days newest first, both answers, pages by `before`, an accent-free search.
      const { page } = await history(ctx, a);
      expect(page.items.map((item) => item.day)).toEqual([
        '2026-06-05',
        '2026-06-04',
        '2026-06-03',
        '2026-06-02',
        '2026-06-01',
      ]);
      expect(page.items[1]).toMatchObject({
        revealed: true,
        myAnswer: { text: 'An, 2026-06-04' },
        partnerAnswer: { text: 'Bình, 2026-06-04' },
      });
      expect(page.items[0]).toMatchObject({ revealed: false, myAnswer: null, partnerAnswer: null });
      expect(page.nextBefore).toBeNull();
      const older = await history(ctx, a, '?before=2026-06-03');
      expect(older.page.items.map((item) => item.day)).toEqual(['2026-06-02', '2026-06-01']);
      const byAnswer = await history(ctx, a, '?q=BINH%202026-06-02');
      expect(byAnswer.page.items.map((item) => item.day)).toEqual(['2026-06-02']);
      const question = page.items[3]?.question;
      const words = question?.vi.split(' ').slice(1, 4).join(' ') ?? '';
      const byQuestion = await history(ctx, b, `?q=${encodeURIComponent(words)}`);
      expect(byQuestion.page.items.map((item) => item.day)).toContain('2026-06-02');
      const none = await history(ctx, a, '?q=zzzqqq');
      expect(none.page.items).toEqual([]);
    });

    it('pages a long history by index, 20 days a page', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      for (let day = 1; day <= 23; day += 1) {
        setNow(ctx, `2026-07-${String(day).padStart(2, '0')}T05:00:00Z`);
        await answer(ctx, day % 2 ? a : b, { text: `Ngày ${day}` });
      }
      setNow(ctx, '2026-07-24T05:00:00Z');
      const first = await history(ctx, a);
      expect(first.page.items).toHaveLength(20);
      expect(first.page.nextBefore).toBe('2026-07-04');
      const second = await history(ctx, a, `?before=${first.page.nextBefore}`);
      expect(second.page.items.map((item) => item.day)).toEqual([
        '2026-07-03',
        '2026-07-02',
        '2026-07-01',
      ]);
      expect(second.page.nextBefore).toBeNull();
      // Bình's unrevealed answers stay Bình's: An's history shows only An's own.
      expect(second.page.items[1]).toMatchObject({ myAnswer: null, partnerAnswer: null });
      expect(second.body).not.toContain('Ngày 2"');
    });

    it('shows a stranger nothing of ours; a disconnect pauses it; a reconnect brings it back', async () => {
      const ctx = t();
      setNow(ctx, '2026-08-01T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      await answer(ctx, a, { text: 'Riêng hai đứa mình ở Mù Cang Chải' });
      await answer(ctx, b, { text: 'Chỉ hai đứa biết' });
      const other = await connectedPair(ctx);
      const stranger = (await today(ctx, other.a)).body;
      expect(stranger).not.toContain('Mù Cang Chải');
      setNow(ctx, '2026-08-02T05:00:00Z');
      // words only our answer holds (the questions themselves are searched too, in both
      // languages, and theirs may well say "hai đứa")
      const theirHistory = await history(ctx, other.a, '?q=mu%20cang%20chai');
      expect(theirHistory.page.items).toEqual([]);
      const ours = await history(ctx, a, '?q=mu%20cang%20chai');
      expect(ours.page.items.map((item) => item.day)).toEqual(['2026-08-01']);

      expect((await call(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
      for (const [method, url, body] of [
        ['GET', '/api/questions/today', undefined],
        ['PUT', '/api/questions/today/answer', { text: 'Một mình' }],
        ['POST', '/api/questions/today/skip', undefined],
        ['GET', '/api/questions/history', undefined],
      ] as const) {
        const res = await call(ctx, a, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(errorOf(res).code).toBe('NO_COUPLE');
      }
      const pending = await invite(ctx, await refreshed(ctx, b), await refreshed(ctx, a));
      await accept(ctx, await refreshed(ctx, a), pending.id);
      const back = await history(ctx, a);
      expect(back.page.items[0]).toMatchObject({
        day: '2026-08-01',
        myAnswer: { text: 'Riêng hai đứa mình ở Mù Cang Chải' },
        partnerAnswer: { text: 'Chỉ hai đứa biết' },
      });
    });

    it("deletes a person's answers with their account", async () => {
      const ctx = t();
      setNow(ctx, '2026-09-01T05:00:00Z');
      const { a, b } = await connectedPair(ctx);
      await answer(ctx, a, { text: 'Sẽ biến mất' });
      await answer(ctx, b, { text: 'Của Bình' });
      const res = await call(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await ctx.database.db
        .select()
        .from(questionAnswers)
        .where(eq(questionAnswers.userId, a.user.id));
      expect(rows).toEqual([]);
    });

    it('exports my answers and our revealed ones, readable too; an import brings back only mine', async () => {
      const ctx = t();
      setNow(ctx, '2026-10-01T05:00:00Z');
      const { a, b, couple } = await connectedPair(ctx);
      await answer(ctx, a, { text: 'An ngày một' });
      await answer(ctx, b, { text: 'Bình ngày một' });
      setNow(ctx, '2026-10-02T05:00:00Z');
      await answer(ctx, a, { text: 'An ngày hai' });
      setNow(ctx, '2026-10-03T05:00:00Z');
      await answer(ctx, b, { text: 'Bình giữ kín ngày ba' });
      setNow(ctx, '2026-10-05T05:00:00Z');

      const device = await signInAgain(ctx, a);
      const job = await exportOf(ctx, device);
      expect(job.status, JSON.stringify(job)).toBe('ready');
      const zip = await downloadExportZip(ctx, device, job.id);
      const files = await unzip(zip.rawPayload);
      const data = JSON.parse(files.get('data.json')?.toString('utf8') ?? '{}') as ExportArchive;
      expect(data.questionAnswers.map((x) => [x.day, x.text]).sort()).toEqual([
        ['2026-10-01', 'An ngày một'],
        ['2026-10-01', 'Bình ngày một'],
        ['2026-10-02', 'An ngày hai'],
      ]);
      const readable = files.get('questions.md')?.toString('utf8') ?? '';
      expect(readable).toContain('# Câu hỏi mỗi ngày');
      expect(readable).toContain('- An: An ngày hai');
      expect(readable).toContain('- Bình: Bình ngày một');
      expect(readable).not.toContain('giữ kín');

      // The couple's days are lost here; An's import brings back An's answers as An's,
      // Bình's stay out, and no day opens (an archive is unsigned: its word opens nothing).
      await ctx.database.db.delete(questionDays).where(eq(questionDays.coupleId, couple.id));
      const imported = await importOf(ctx, await signInAgain(ctx, a), zip.rawPayload);
      expect(imported.status, JSON.stringify(imported)).toBe('ready');
      const mine = await history(ctx, a);
      expect(
        mine.page.items.map((item) => [item.day, item.myAnswer?.text, item.partnerAnswer]),
      ).toEqual([
        ['2026-10-02', 'An ngày hai', null],
        ['2026-10-01', 'An ngày một', null],
      ]);
      expect(mine.body).not.toContain('Bình ngày một');
      expect((await history(ctx, b)).body).not.toContain('An ngày');
      // A second import adds nothing twice.
      await importOf(ctx, await signInAgain(ctx, a), zip.rawPayload);
      expect((await history(ctx, a)).page.items).toHaveLength(2);
    });
  },
);
