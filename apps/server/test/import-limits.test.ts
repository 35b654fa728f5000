import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_FORMAT, EXPORT_VERSION, PORTABILITY_LIMITS } from '@doita/shared';
import type { ImportJob } from '@doita/shared';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, importedItems, memories, reminders, uploads } from '../src/db/schema.js';
import { ArchiveError } from '../src/modules/portability/archive-reader.js';
import { parseDataJson } from '../src/modules/portability/data-json-parse.js';
import { as } from './helpers/couple.js';
import { multipart } from './helpers/images.js';
import { zipOf } from './helpers/portability.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

// Every hostile archive is generated here, at test time: none is committed.

const HEAD = `{"format":"${EXPORT_FORMAT}","version":${EXPORT_VERSION},`;

/** `{HEAD "key": [pattern pattern ... last]}`, built straight into one buffer. */
function repeated(key: string, pattern: string, times: number, last: string): Buffer {
  const open = Buffer.from(`${HEAD}"${key}":[`);
  const close = Buffer.from(`${last}]}`);
  const body = Buffer.alloc(pattern.length * times, pattern);
  return Buffer.concat([open, body, close]);
}

/** `count` openings of `[`, closed again: nesting as deep as that. */
function nested(depth: number): Buffer {
  return Buffer.concat([Buffer.alloc(depth, '['), Buffer.alloc(depth, ']')]);
}

async function startImport(ctx: TestApp, user: TestUser, zip: Buffer): Promise<string> {
  const body = multipart({ name: 'doita.zip', type: 'application/zip', bytes: zip });
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...authHeader(user.token), ...body.headers },
    payload: body.payload,
  });
  expect(started.statusCode, started.body).toBe(202);
  return started.json<{ import: { id: string } }>().import.id;
}

async function jobOf(ctx: TestApp, user: TestUser, id: string): Promise<ImportJob> {
  const res = await as(ctx, user, 'GET', `/api/imports/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ import: ImportJob }>().import;
}

async function rowCounts(ctx: TestApp) {
  const db = ctx.database.db;
  const [m] = await db.select({ n: count() }).from(memories);
  const [r] = await db.select({ n: count() }).from(reminders);
  const [p] = await db.select({ n: count() }).from(blogPosts);
  const [u] = await db.select({ n: count() }).from(uploads);
  const [i] = await db.select({ n: count() }).from(importedItems);
  return { memories: m!.n, reminders: r!.n, posts: p!.n, uploads: u!.n, imported: i!.n };
}

describeEachEngine('imports are bounded whatever the archive holds', (engine) => {
  const target = useTestApp(engine);
  let victim: TestUser;

  beforeAll(async () => {
    victim = await target().registerUser();
  });

  /**
   * Sends the archive, asks /api/health while the job runs, lets it finish, and checks it
   * failed with `code`, wrote nothing, and that the server answered all along.
   */
  async function expectRefused(zip: Buffer, code: string) {
    const ctx = target();
    const before = await rowCounts(ctx);
    const id = await startImport(ctx, victim, zip);
    const asked = Date.now();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(Date.now() - asked).toBeLessThan(2000);
    await ctx.app.background.drain();
    const job = await jobOf(ctx, victim, id);
    expect(job.status).toBe('failed');
    expect(job.error?.code).toBe(code);
    expect(job.error?.message.length).toBeGreaterThan(5);
    expect(Object.values(job.counts).every((c) => c.added === 0)).toBe(true);
    expect(await rowCounts(ctx)).toEqual(before);
  }

  it('21 million empty objects, stored uncompressed under the size cap: refused while read', async () => {
    const data = repeated('memories', '{},', 21_000_000, '{}');
    expect(data.length).toBeLessThan(PORTABILITY_LIMITS.maxDataJsonBytes);
    await expectRefused(await zipOf({ 'data.json': data }, false), 'TOO_MANY_ITEMS');
  });

  it('millions of tiny items under a name the format does not have, stored', async () => {
    await expectRefused(
      await zipOf({ 'data.json': repeated('x', '0,', 5_000_000, '0') }, false),
      'TOO_MANY_ITEMS',
    );
  });

  it('many tiny items, deflated (under the compression-ratio alarm)', async () => {
    // 300 000 objects stay under the ratio check's 1 MB floor: the count stops them
    await expectRefused(
      await zipOf({ 'data.json': repeated('comments', '{},', 300_000, '{}') }, true),
      'TOO_MANY_ITEMS',
    );
  });

  it('nesting a million deep, stored, and 400 000 deep, deflated', async () => {
    await expectRefused(await zipOf({ 'data.json': nested(1_000_000) }, false), 'TOO_DEEP');
    await expectRefused(await zipOf({ 'data.json': nested(400_000) }, true), 'TOO_DEEP');
  });

  it('an object with more keys than any of the format has', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `"k${i}":0`).join(',');
    await expectRefused(await zipOf({ 'data.json': `${HEAD}${keys}}` }, false), 'TOO_MANY_ITEMS');
  });

  it('a data.json over the uncompressed cap, stored', async () => {
    const size = PORTABILITY_LIMITS.maxDataJsonBytes + 1024;
    const padded = Buffer.concat([Buffer.from(HEAD), Buffer.alloc(size, ' '), Buffer.from('}')]);
    await expectRefused(await zipOf({ 'data.json': padded }, false), 'TOO_LARGE');
  });

  it('a document within the counts that needs more heap than the parse worker has ends that worker, not the server', async () => {
    // 9 000 objects of 90 keys each: under every count, yet far above an 8 MB heap
    const keys = Array.from({ length: 90 }, (_, i) => `"k${i}":"${'v'.repeat(20)}${i}"`).join(',');
    const data = repeated('memories', `{${keys}},`, 8_999, `{${keys}}`);
    const file = path.join(target().env.dataDir, 'heavy.zip');
    await writeFile(file, await zipOf({ 'data.json': data }, false));
    const failed = await parseDataJson(file, { heapMb: 8, timeoutMs: 60_000 }).catch(
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(ArchiveError);
    expect((failed as ArchiveError).code).toBe('TOO_COMPLEX');
    // the server is fine, and the same parse with the real heap gets past the counts
    expect((await target().app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const checked = await parseDataJson(file).catch((error: unknown) => error);
    expect((checked as ArchiveError).code).toBe('INVALID_DATA');
  });

  describe('a parse that takes too long', () => {
    it('is stopped at its deadline', async () => {
      const file = path.join(target().env.dataDir, 'slow.zip');
      await writeFile(
        file,
        await zipOf({ 'data.json': repeated('tags', '"t",', 99_000, '"t"') }, false),
      );
      const failed = await parseDataJson(file, { heapMb: 256, timeoutMs: 1 }).catch(
        (error: unknown) => error,
      );
      expect((failed as ArchiveError).code).toBe('TOO_COMPLEX');
    });
  });
});
