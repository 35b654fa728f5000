import type { ExportArchive, QuestionHistoryResponse, QuestionTodayResponse } from '@doita/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { questionAnswers, questionDays } from '../src/db/schema.js';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { archiveZip, forgedArchive } from './helpers/forged-archive.js';
import { downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { refreshed } from './helpers/reminders.js';
import { signInAgain } from './helpers/sessions.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * An import and the daily question (docs/product-rules.md, The daily question): an archive
 * is unsigned, so what it says I answered never opens a day my partner answered alone, and
 * an archive of another couple writes nothing onto my current couple's days.
 */

/** Moves the app's clock to `iso` (within the few milliseconds a test takes). */
const setNow = (ctx: TestApp, iso: string) => {
  ctx.clock.reset();
  ctx.clock.advance((Date.parse(iso) - Date.now()) / 1000);
};

describeEachEngine('an import never opens a day of the daily question', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const call = async (
    ctx: TestApp,
    user: TestUser,
    method: 'GET' | 'PUT',
    url: string,
    body?: object,
  ) => as(ctx, await refreshed(ctx, user), method, url, body);
  const answerToday = async (ctx: TestApp, user: TestUser, text: string) => {
    const res = await call(ctx, user, 'PUT', '/api/questions/today/answer', { text });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuestionTodayResponse>();
  };
  const history = async (ctx: TestApp, user: TestUser) => {
    const res = await call(ctx, user, 'GET', '/api/questions/history');
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, items: res.json<QuestionHistoryResponse>().items };
  };
  const answersOn = async (ctx: TestApp, coupleId: string, day: string) => {
    const rows = await ctx.database.db
      .select({ userId: questionAnswers.userId, revealedAt: questionDays.revealedAt })
      .from(questionDays)
      .leftJoin(questionAnswers, eq(questionAnswers.dayId, questionDays.id))
      .where(and(eq(questionDays.coupleId, coupleId), eq(questionDays.day, day)));
    return {
      people: rows.flatMap((row) => (row.userId ? [row.userId] : [])).sort(),
      revealed: rows.some((row) => row.revealedAt !== null),
    };
  };

  it('keeps the partner’s answer of a day they answered alone hidden, whatever a forged archive says I answered', async () => {
    const ctx = t();
    setNow(ctx, '2026-03-01T05:00:00Z');
    const { a, b, couple } = await connectedPair(ctx);
    const secret = 'Bí mật của Bình: chiếc nhẫn ở Hội An';
    const first = await answerToday(ctx, b, secret);
    setNow(ctx, '2026-03-02T05:00:00Z');
    const second = await answerToday(ctx, b, 'Bình giữ kín ngày hai');
    setNow(ctx, '2026-03-06T05:00:00Z');

    // Forged by An: "I answered" both of Bình's days (the second with a guess at Bình's
    // words too), a day nobody answered here, and two days from before this couple.
    const data: ExportArchive = forgedArchive(a, b);
    const mine = (day: string, questionId: string, text: string) => ({
      day,
      questionId,
      userId: data.user.id,
      text,
      answeredAt: `${day}T06:00:00.000Z`,
    });
    const theirs = (day: string, questionId: string, text: string) => ({
      ...mine(day, questionId, text),
      userId: data.partner!.id,
    });
    data.couple = {
      id: 'src-couple',
      anniversaryDate: null,
      connectedAt: '2026-02-25T00:00:00.000Z',
    };
    data.questionAnswers = [
      mine('2026-03-01', first.question.id, 'An giả vờ đã trả lời'),
      mine('2026-03-02', second.question.id, 'An đoán mò'),
      theirs('2026-03-02', second.question.id, 'Bình giữ kín ngày hai'),
      mine('2026-03-03', 'mem-001', 'An ngày ba, chưa ai trả lời'),
      // before the archive's couple connected: an earlier couple's, unless the partner's is there
      mine('2026-02-20', 'mem-002', 'An với người cũ'),
      mine('2026-02-21', 'mem-003', 'An ngày hai mươi mốt'),
      theirs('2026-02-21', 'mem-003', 'Bình ngày hai mươi mốt'),
    ];
    const job = await importOf(ctx, await signInAgain(ctx, a), await archiveZip(data));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');

    // Bình's days are as they were: Bình's answer alone, closed, nothing of An's written.
    for (const day of ['2026-03-01', '2026-03-02'])
      expect(await answersOn(ctx, couple.id, day)).toEqual({
        people: [b.user.id],
        revealed: false,
      });
    // The day nobody answered, and a day the archive shows both answered: An's alone, closed.
    for (const day of ['2026-03-03', '2026-02-21'])
      expect(await answersOn(ctx, couple.id, day)).toEqual({
        people: [a.user.id],
        revealed: false,
      });
    // An earlier couple's day lands nowhere.
    expect(await answersOn(ctx, couple.id, '2026-02-20')).toEqual({ people: [], revealed: false });

    const anSees = await history(ctx, a);
    expect(anSees.body).not.toContain('Bí mật của Bình');
    expect(anSees.body).not.toContain('Bình giữ kín');
    expect(anSees.body).not.toContain('Bình ngày hai mươi mốt');
    expect(
      anSees.items.map((item) => [item.day, item.myAnswer?.text ?? null, item.revealed]),
    ).toEqual([
      ['2026-03-03', 'An ngày ba, chưa ai trả lời', false],
      ['2026-03-02', null, false],
      ['2026-03-01', null, false],
      ['2026-02-21', 'An ngày hai mươi mốt', false],
    ]);
    expect(anSees.items.every((item) => item.partnerAnswer === null)).toBe(true);
    const binhSees = await history(ctx, b);
    expect(binhSees.body).not.toContain('An giả vờ');
    expect(binhSees.body).not.toContain('An ngày');
    expect(binhSees.items.find((item) => item.day === '2026-03-01')).toMatchObject({
      myAnswer: { text: secret },
      partnerAnswer: null,
      revealed: false,
    });

    // An's export carries none of Bình's hidden words either.
    const device = await signInAgain(ctx, a);
    const exported = await exportOf(ctx, device);
    const files = await unzip((await downloadExportZip(ctx, device, exported.id)).rawPayload);
    const archived = files.get('data.json')!.toString('utf8');
    expect(archived).not.toContain('Bí mật của Bình');
    expect(archived).not.toContain('Bình giữ kín');
  });

  it('writes nothing onto my new couple’s days from an archive of my couple with someone else', async () => {
    const ctx = t();
    setNow(ctx, '2026-05-01T05:00:00Z');
    const { a, b } = await connectedPair(ctx);
    await answerToday(ctx, a, 'An với Bình ngày một');
    await answerToday(ctx, b, 'Bình ngày một');
    setNow(ctx, '2026-05-02T05:00:00Z');
    await answerToday(ctx, a, 'An một mình ngày hai');
    setNow(ctx, '2026-05-04T05:00:00Z');
    const device = await signInAgain(ctx, a);
    const exported = await exportOf(ctx, device);
    const zip = (await downloadExportZip(ctx, device, exported.id)).rawPayload;

    // An leaves Bình and connects with Chi; the old archive is imported in the new couple.
    const left = await as(ctx, await refreshed(ctx, a), 'DELETE', '/api/couple/disconnect');
    expect(left.statusCode, left.body).toBe(200);
    const chi = await ctx.registerUser({ displayName: 'Chi' });
    const pending = await invite(ctx, await refreshed(ctx, a), await refreshed(ctx, chi));
    const newCouple = await accept(ctx, await refreshed(ctx, chi), pending.id);
    setNow(ctx, '2026-05-06T05:00:00Z');
    const job = await importOf(ctx, await signInAgain(ctx, a), zip);
    expect(job.status, JSON.stringify(job.error)).toBe('ready');

    const rows = await ctx.database.db
      .select({ day: questionDays.day })
      .from(questionDays)
      .where(eq(questionDays.coupleId, newCouple.id));
    expect(rows).toEqual([]);
    expect((await history(ctx, a)).items).toEqual([]);
    expect((await history(ctx, chi)).body).not.toContain('An ');
  });
});
