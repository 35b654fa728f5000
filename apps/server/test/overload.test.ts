import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessionOf } from '../src/db/session.js';
import { as, connectedPair } from './helpers/couple.js';
import { memoryBody } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

/**
 * Holds every pooled connection in a transaction that waits, and queues one more query
 * behind them, until `release` is called: the database's queue as under a flood of work.
 */
async function holdThePool(ctx: TestApp, queuedMs: number) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const size = ctx.database.load().size;
  const begun: Promise<void>[] = [];
  const holders = Array.from({ length: size }, () => {
    let inside!: () => void;
    begun.push(new Promise<void>((resolve) => (inside = resolve)));
    return ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside();
      await held;
    });
  });
  // on PGlite the first transaction holds the one session and the others wait for it
  await Promise.race(begun);
  const queued = Promise.all(
    Array.from({ length: size }, () => ctx.database.db.execute(sql`select 1`)),
  );
  const releaseAll = async () => {
    release();
    await Promise.all([...holders, queued]);
  };
  const deadline = Date.now() + 10_000;
  while (ctx.database.load().oldestWaitMs < queuedMs) {
    if (Date.now() > deadline) {
      // let go before failing: the next test must not find the pool still held
      await releaseAll();
      throw new Error(`the pool never queued: ${JSON.stringify(ctx.database.load())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return releaseAll;
}

const memoryCount = async (ctx: TestApp, userId: string) => {
  const [row] = await sessionOf(ctx.database.db).query<{ n: number }>(
    'select count(*)::int as n from memories where owner_id = $1',
    [userId],
  );
  return row?.n ?? -1;
};

describeEachEngine('overload', (engine) => {
  const logs: string[] = [];
  const ctx = useTestApp(engine, {
    env: { DB_QUEUE_MAX_MS: '100' },
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
  });

  it('refuses at once with 503 and Retry-After while the queue is long; health still answers', async () => {
    const { a: user } = await connectedPair(ctx());
    const before = await memoryCount(ctx(), user.user.id);
    const release = await holdThePool(ctx(), 150);
    try {
      logs.length = 0;
      const started = performance.now();
      const refused = await as(ctx(), user, 'POST', '/api/memories', memoryBody());
      expect(performance.now() - started).toBeLessThan(1000);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      const read = await as(ctx(), user, 'GET', '/api/memories');
      expect(read.statusCode).toBe(503);

      // a flood of refusals is a line a second in the log, with how many, and no error line
      const more = await Promise.all(
        Array.from({ length: 20 }, () => as(ctx(), user, 'GET', '/api/memories')),
      );
      expect(more.every((answer) => answer.statusCode === 503)).toBe(true);
      const lines = () => logs.map((line) => JSON.parse(line) as Record<string, unknown>);
      const refusedLines = () =>
        lines().filter((line) => line.msg === 'overloaded: refused with 503');
      expect(refusedLines()[0]).toMatchObject({ refused: 1 });
      // the rest are counted in the next line, written within a second of the last refusal
      await expect
        .poll(() => refusedLines().reduce((n, line) => n + Number(line.refused), 0), {
          timeout: 2500,
        })
        .toBe(22);
      expect(refusedLines().length).toBeLessThanOrEqual(4);
      expect(lines().filter((line) => Number(line.level) >= 50)).toEqual([]);

      const healthStarted = performance.now();
      const health = await ctx().app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(performance.now() - healthStarted).toBeLessThan(500);
    } finally {
      await release();
    }
    // the refused write did nothing; once the queue drained, the same write goes through
    expect(await memoryCount(ctx(), user.user.id)).toBe(before);
    const accepted = await as(ctx(), user, 'POST', '/api/memories', memoryBody());
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await memoryCount(ctx(), user.user.id)).toBe(before + 1);
  });

  it('loses no write in a burst: every 201 is a row, every 503 is none', async () => {
    const { a: user } = await connectedPair(ctx());
    const before = await memoryCount(ctx(), user.user.id);
    const burst = Array.from({ length: 30 }, (_, index) =>
      as(ctx(), user, 'POST', '/api/memories', memoryBody({ title: `Burst ${index}` })),
    );
    // Half-way through the burst the pool is held: later requests find a long queue.
    const release = await holdThePool(ctx(), 150);
    let lateAnswers;
    try {
      lateAnswers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          as(ctx(), user, 'POST', '/api/memories', memoryBody({ title: `Late ${index}` })),
        ),
      );
    } finally {
      await release();
    }
    const answers = [...(await Promise.all(burst)), ...lateAnswers];
    for (const answer of answers) expect([201, 503], answer.body).toContain(answer.statusCode);
    expect(lateAnswers.every((answer) => answer.statusCode === 503)).toBe(true);
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(await memoryCount(ctx(), user.user.id)).toBe(before + created);
  });
});
