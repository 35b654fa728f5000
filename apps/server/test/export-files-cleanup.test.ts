import { access } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { exportsDirOf } from '../src/modules/portability/index.js';
import { zipFileOf } from '../src/modules/portability/exports-service.js';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { downloadLinkOf, exportOf } from './helpers/portability.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * An export's ZIP holds its person's data and their partner's shared memories and photos.
 * Once no link can open it (its person deleted their account, or their couple ended) it is
 * removed at once, not kept on disk until the server next starts.
 */
describeEachEngine('an export’s ZIP that nobody may download any more', (engine) => {
  const t = useTestApp(engine);

  const onDisk = (ctx: TestApp, id: string) =>
    access(zipFileOf(exportsDirOf(ctx.env.dataDir), id)).then(
      () => true,
      () => false,
    );
  const readyExport = async (ctx: TestApp, user: TestUser) => {
    const job = await exportOf(ctx, user);
    expect(job.status).toBe('ready');
    expect(await onDisk(ctx, job.id)).toBe(true);
    return job.id;
  };
  /** a couple whose shared memory has a photo */
  const couple = async (ctx: TestApp) => {
    const pair = await connectedPair(ctx);
    const photo = await uploadImage(ctx, pair.b);
    await createMemory(ctx, pair.b, { title: 'Của Bình', images: [photo.id] });
    return pair;
  };

  it('goes with its person’s account, and so does their partner’s made in their couple', async () => {
    const ctx = t();
    const { a, b } = await couple(ctx);
    const stranger = await ctx.registerUser();
    const mine = await readyExport(ctx, a);
    const partners = await readyExport(ctx, b);
    const unrelated = await readyExport(ctx, stranger);

    const gone = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);

    expect(await onDisk(ctx, mine)).toBe(false);
    expect(await onDisk(ctx, partners)).toBe(false);
    // the couple row went with the account: the partner's export must not open again
    expect((await downloadLinkOf(ctx, b, partners)).res.statusCode).toBe(404);
    expect(await onDisk(ctx, unrelated)).toBe(true);
    // the partner exports again, now single: that one is theirs to keep
    expect(await onDisk(ctx, await readyExport(ctx, b))).toBe(true);
  });

  it('goes when the couple it was made in disconnects, for both partners; a later one stays', async () => {
    const ctx = t();
    const { a, b } = await couple(ctx);
    const stranger = await ctx.registerUser();
    const aExport = await readyExport(ctx, a);
    const bExport = await readyExport(ctx, b);
    const unrelated = await readyExport(ctx, stranger);

    const ended = await as(ctx, b, 'DELETE', '/api/couple/disconnect');
    expect(ended.statusCode, ended.body).toBe(200);
    await ctx.app.background.drain();

    expect(await onDisk(ctx, aExport)).toBe(false);
    expect(await onDisk(ctx, bExport)).toBe(false);
    expect((await downloadLinkOf(ctx, a, aExport)).res.statusCode).toBe(404);
    expect(await onDisk(ctx, unrelated)).toBe(true);
    const after = await readyExport(ctx, a);
    expect((await downloadLinkOf(ctx, a, after)).res.statusCode).toBe(200);
  });
});
