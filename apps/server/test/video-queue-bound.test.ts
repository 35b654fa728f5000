import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads, videoJobs } from '../src/db/schema.js';
import { VIDEO_QUEUE_LIMITS } from '../src/modules/uploads/video-service.js';
import { postUpload } from './helpers/images.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { h264, picture, videoRowsWithoutFiles } from './helpers/video-originals.js';
import { filesBody, makeVideo } from './helpers/videos.js';

/** Videos waiting for `ownerId`, held by another server for the test's length. */
async function waiting(ctx: TestApp, ownerId: string, count: number): Promise<void> {
  if (count === 0) return;
  const ids = await videoRowsWithoutFiles(ctx, ownerId, count, 'processing');
  await ctx.database.db.insert(videoJobs).values(
    ids.map((uploadId) => ({
      uploadId,
      source: 'original.mp4',
      leaseUntil: new Date(Date.now() + 3_600_000),
    })),
  );
}

const queuedOf = async (ctx: TestApp, ownerId: string) =>
  (
    await ctx.database.db
      .select({ id: videoJobs.uploadId })
      .from(videoJobs)
      .innerJoin(uploads, eq(uploads.id, videoJobs.uploadId))
      .where(eq(uploads.ownerId, ownerId))
  ).length;

let frames = 10;
/** A short clip of its own (each its own frames), sent as a phone sends it. */
async function sendVideo(ctx: TestApp, user: TestUser) {
  frames += 1;
  const bytes = await makeVideo('mp4', [...picture('96x64', 1, frames), ...h264]);
  return postUpload(
    ctx,
    user,
    filesBody([{ field: 'file', name: `v${frames}.mp4`, type: 'video/mp4', bytes }]),
  );
}

/**
 * The queue's bounds hold for videos sent together: each is counted again, under the
 * queue's lock, as its row is added, so a burst that all passed the first count (each
 * waits its copy in turn) cannot leave more waiting than the bound.
 */
describeEachEngine('the video queue, sent to at once', (engine) => {
  const t = useTestApp(engine);

  it('lets one person have at most their bound waiting, and everyone at most the whole bound', async () => {
    const ctx = t();
    // Nothing is prepared while the test counts: what is added stays in the queue.
    await ctx.app.videos.close();

    const lan = await ctx.registerUser();
    await waiting(ctx, lan.user.id, VIDEO_QUEUE_LIMITS.perOwner - 1);
    const [first, ...others] = await Promise.all([0, 1, 2].map(() => sendVideo(ctx, lan)));
    const answers = [first, ...others].map((res) => res!.statusCode).sort();
    expect(answers).toEqual([201, 503, 503]);
    for (const res of [first, ...others].filter((r) => r!.statusCode === 503)) {
      expect(res!.json()).toMatchObject({ code: 'VIDEOS_BUSY' });
      expect(res!.headers['retry-after']).toBeDefined();
    }
    expect(await queuedOf(ctx, lan.user.id)).toBe(VIDEO_QUEUE_LIMITS.perOwner);
    // nothing of a refused one is kept
    const rows = await ctx.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerId, lan.user.id));
    expect(rows).toHaveLength(VIDEO_QUEUE_LIMITS.perOwner);

    // the whole queue: one place left, two people send at once
    let left = VIDEO_QUEUE_LIMITS.all - VIDEO_QUEUE_LIMITS.perOwner - 1;
    while (left > 0) {
      const someone = await ctx.registerUser();
      const count = Math.min(left, VIDEO_QUEUE_LIMITS.perOwner - 1);
      await waiting(ctx, someone.user.id, count);
      left -= count;
    }
    const [mai, minh] = [await ctx.registerUser(), await ctx.registerUser()];
    const both = await Promise.all([sendVideo(ctx, mai), sendVideo(ctx, minh)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 503]);
    expect(await ctx.database.db.select().from(videoJobs)).toHaveLength(VIDEO_QUEUE_LIMITS.all);
  }, 120_000);
});
