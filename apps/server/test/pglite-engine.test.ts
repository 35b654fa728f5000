import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import type { Database } from '../src/db/client.js';
import { inTransaction, sessionOf } from '../src/db/session.js';

const rowsOf = <Row>(database: Database, text: string) => sessionOf(database.db).query<Row>(text);

/** The longest the API's event loop went without turning while `work` ran. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('PGlite on its own thread', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps the API's event loop turning while a long query runs", async () => {
    const started = performance.now();
    const stall = await longestStall(() =>
      database.db.execute(
        sql`select count(*) from generate_series(1, 3000000) a, lateral (select a % 7) b`,
      ),
    );
    const took = performance.now() - started;
    // The query kept the engine busy for a good while; the loop never stopped that long.
    expect(took).toBeGreaterThan(200);
    expect(stall).toBeLessThan(Math.max(100, took / 3));
  });

  it("runs a transaction's statements together: others never see its rows before commit", async () => {
    await database.db.execute(sql`create table isolated (n int)`);
    const seen: number[] = [];
    const writer = inTransaction(database, async (session) => {
      await session.query('insert into isolated values (1)');
      await new Promise((resolve) => setTimeout(resolve, 80));
      await session.query('insert into isolated values (2)');
    });
    const reader = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [row] = await rowsOf<{ n: number }>(
        database,
        'select count(*)::int as n from isolated',
      );
      seen.push(row?.n ?? -1);
    })();
    await Promise.all([writer, reader]);
    // the reader waited for the whole transaction: all of it, never half
    expect(seen).toEqual([2]);
  });

  it('hands over answers of any size whole, in order, with errors as errors', async () => {
    // from a few bytes to several megabytes (the engine writes a big answer in many pieces)
    for (const rows of [1, 1_000, 60_000]) {
      const answer = await rowsOf<{ n: number; text: string }>(
        database,
        `select n, repeat('Đà Lạt ', 10) || n as text from generate_series(1, ${rows}) n order by n`,
      );
      expect(answer).toHaveLength(rows);
      expect(answer.at(-1)).toEqual({ n: rows, text: `${'Đà Lạt '.repeat(10)}${rows}` });
      expect(answer.every((row, index) => row.n === index + 1)).toBe(true);
    }
    const failed: unknown = await rowsOf(database, 'select 1 / 0').catch((error: unknown) => error);
    expect(String((failed as Error | undefined)?.cause)).toMatch(/division by zero/);
    const [after] = await rowsOf<{ n: number }>(database, 'select 2 as n');
    expect(after?.n).toBe(2);
  });

  it('rolls back all of a failed transaction', async () => {
    await database.db.execute(sql`create table undone (n int)`);
    await expect(
      inTransaction(database, async (session) => {
        await session.query('insert into undone values (1)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await rowsOf<{ n: number }>(database, 'select count(*)::int as n from undone');
    expect(row?.n).toBe(0);
  });

  it('keeps named statements apart per connection (one session underneath)', async () => {
    const statement = { name: 'engine_test_statement', text: 'select $1::int as n' };
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => database.raw<{ n: number }>(statement, [index])),
    );
    expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('dumps its data directory, which opens as a copy', async () => {
    await database.db.execute(sql`create table dumped (word text)`);
    await database.db.execute(sql`insert into dumped values ('hai đứa')`);
    const dump = await database.dumpDataDir?.();
    expect(dump?.size).toBeGreaterThan(0);
    const copy = await openDatabase({ driver: 'pglite', ...(dump ? { loadDataDir: dump } : {}) });
    try {
      expect(await rowsOf(copy, 'select word from dumped')).toEqual([{ word: 'hai đứa' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('PGlite on disk, closed and opened again', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'doita-engine-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every committed write, and what a closing connection left open is rolled back', async () => {
    const first = await openDatabase({ driver: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (n int)`);
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => first.db.execute(sql`insert into kept values (${n})`)),
    );
    await first.close();
    await expect(first.ping()).rejects.toThrow();

    const second = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const [row] = await rowsOf<{ n: number; total: number }>(
        second,
        'select count(*)::int as n, sum(n)::int as total from kept',
      );
      expect(row).toEqual({ n: 20, total: 190 });
    } finally {
      await second.close();
    }
  });
});
