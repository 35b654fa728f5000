import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ImportJob } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { importJobs } from '../src/db/schema.js';
import { as, connectedPair, errorOf } from './helpers/couple.js';
import { archiveZip, forgedArchive } from './helpers/forged-archive.js';
import { offersOf } from './helpers/import-authors.js';
import { multipart } from './helpers/images.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/*
 * One import of a person at a time: a second sent while the first waits or runs is refused
 * (409 IMPORT_RUNNING) and the first finishes as if alone. Two people importing at once
 * (PGlite's one session included) both finish: the second waits its turn, never a 5xx.
 */

function postImport(ctx: TestApp, user: TestUser, zip: Buffer) {
  const body = multipart({ name: 'doita.zip', type: 'application/zip', bytes: zip });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...authHeader(user.token), ...body.headers },
    payload: body.payload,
  });
}

async function jobOf(ctx: TestApp, user: TestUser, id: string): Promise<ImportJob> {
  const res = await as(ctx, user, 'GET', `/api/imports/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ import: ImportJob }>().import;
}

const idOf = (res: { json: <T>() => T }) => res.json<{ import: { id: string } }>().import.id;

/** the ZIPs still kept for imports (each goes when its job ends; a refused one at once) */
const keptZips = (ctx: TestApp) =>
  readdir(path.join(ctx.env.dataDir, 'imports')).catch(() => [] as string[]);

describeEachEngine('one import of a person at a time', (engine) => {
  const t = useTestApp(engine);

  it('refuses a second sent at once, and the first finishes unharmed', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const zip = await archiveZip(forgedArchive(a, b));
    const answers = await Promise.all([postImport(ctx, a, zip), postImport(ctx, a, zip)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(errorOf(refused).code).toBe('IMPORT_RUNNING');
    const started = answers.find((answer) => answer.statusCode === 202)!;
    await ctx.app.background.drain();
    const job = await jobOf(ctx, a, idOf(started));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect(job.counts.memories).toEqual({ added: 1, skipped: 0, held: 1 });
    // what the archive says the partner wrote is offered once
    expect(await offersOf(ctx, b)).toHaveLength(1);
    expect(await keptZips(ctx)).toEqual([]);

    // once it has finished, the next one is taken (and finds it all here already)
    const again = await postImport(ctx, a, zip);
    expect(again.statusCode, again.body).toBe(202);
    await ctx.app.background.drain();
    const second = await jobOf(ctx, a, idOf(again));
    expect(second.status, JSON.stringify(second.error)).toBe('ready');
    expect(second.counts.memories.added).toBe(0);
  });

  it('refuses while an import waits or runs, before its upload, and not after it ends', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const zip = await archiveZip(forgedArchive(a, b));
    const at = ctx.clock.now();
    const id = randomUUID();
    const { db } = ctx.database;
    await db.insert(importJobs).values({
      id,
      userId: a.user.id,
      status: 'running',
      progress: 40,
      createdAt: at,
      updatedAt: at,
    });
    const refused = await postImport(ctx, a, zip);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(errorOf(refused).code).toBe('IMPORT_RUNNING');
    expect(await keptZips(ctx)).toEqual([]);
    // the partner's own import is theirs: not held up by mine
    const partners = await postImport(ctx, b, await archiveZip(forgedArchive(b, a)));
    expect(partners.statusCode, partners.body).toBe(202);
    await ctx.app.background.drain();

    await db.update(importJobs).set({ status: 'failed' }).where(eq(importJobs.id, id));
    const taken = await postImport(ctx, a, zip);
    expect(taken.statusCode, taken.body).toBe(202);
    await ctx.app.background.drain();
    expect((await jobOf(ctx, a, idOf(taken))).status).toBe('ready');
  });

  it('lets two people import at once: both finish', async () => {
    const ctx = t();
    const first = await connectedPair(ctx);
    const second = await connectedPair(ctx);
    const people = [
      { user: first.a, zip: await archiveZip(forgedArchive(first.a, first.b)) },
      { user: second.a, zip: await archiveZip(forgedArchive(second.a, second.b)) },
    ];
    const answers = await Promise.all(people.map(({ user, zip }) => postImport(ctx, user, zip)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    await ctx.app.background.drain();
    for (const [i, { user }] of people.entries()) {
      const job = await jobOf(ctx, user, idOf(answers[i]!));
      expect(job.status, JSON.stringify(job.error)).toBe('ready');
      expect(job.counts.memories).toEqual({ added: 1, skipped: 0, held: 1 });
    }
  });
});
