import type { Memory, UploadResult } from '@doita/shared';
import { inArray } from 'drizzle-orm';
import { MEMORY_LIMITS } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { videoJobs } from '../src/db/schema.js';
import { HttpError } from '../src/lib/errors.js';
import { VIDEO_QUEUE_LIMITS } from '../src/modules/uploads/video-service.js';
import { whenNotBusy } from '../src/modules/portability/when-not-busy.js';
import { as } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { asExportOf, downloadExportZip, exportOf, importOf } from './helpers/portability.js';
import { filesBody, makeVideo } from './helpers/videos.js';
import { h264, picture, videoRowsWithoutFiles } from './helpers/video-originals.js';
import { postUpload } from './helpers/images.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const busy = (code: 'VIDEOS_BUSY' | 'IMAGES_BUSY') =>
  new HttpError(503, code, 'busy', { 'retry-after': '0' });

describe('an import waiting its turn', () => {
  it('tries again while the queues are full, and gives up on anything else', async () => {
    let tries = 0;
    const answer = await whenNotBusy(() => {
      tries += 1;
      if (tries === 1) return Promise.reject(busy('VIDEOS_BUSY'));
      if (tries === 2) return Promise.reject(busy('IMAGES_BUSY'));
      return Promise.resolve('kept');
    });
    expect([answer, tries]).toEqual(['kept', 3]);

    const bad = new HttpError(422, 'VIDEO_UNREADABLE', 'unreadable');
    await expect(whenNotBusy(() => Promise.reject(bad))).rejects.toBe(bad);
    const unavailable = new HttpError(503, 'VIDEOS_UNAVAILABLE', 'no encoder');
    await expect(whenNotBusy(() => Promise.reject(unavailable))).rejects.toBe(unavailable);
    // past its time, the queue's answer is the import's
    const full = busy('VIDEOS_BUSY');
    await expect(whenNotBusy(() => Promise.reject(full), 300)).rejects.toBe(full);
  });
});

/**
 * An archive with more videos than a person may have waiting to be prepared is restored in
 * full: it waits for the queue, as the person's own uploads would be asked to.
 */
describeEachEngine('importing more videos than the queue holds', (engine) => {
  const t = useTestApp(engine);

  it('restores every one of them', async () => {
    const ctx = t();
    const owner = await ctx.registerUser();
    const count = VIDEO_QUEUE_LIMITS.perOwner + 3;
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      // each its own frames: an archive's copies of one file would be one upload
      const bytes = await makeVideo('mp4', [...picture('96x64', 1, 10 + i), ...h264]);
      const res = await postUpload(
        ctx,
        owner,
        filesBody([{ field: 'file', name: `v${i}.mp4`, type: 'video/mp4', bytes }]),
      );
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<UploadResult>().id);
      await ctx.app.videos.idle();
    }
    for (let i = 0; i < ids.length; i += MEMORY_LIMITS.images)
      await createMemory(ctx, owner, {
        images: ids.slice(i, i + MEMORY_LIMITS.images),
        isPrivate: true,
      });
    const job = await exportOf(ctx, owner);
    expect(job.status).toBe('ready');
    const zip = (await downloadExportZip(ctx, owner, job.id)).rawPayload;

    // the one restoring already has as many videos waiting as anyone may (on another
    // server, say): the import waits until they are prepared, then goes on
    const other = await ctx.registerUser();
    const waiting = await videoRowsWithoutFiles(
      ctx,
      other.user.id,
      VIDEO_QUEUE_LIMITS.perOwner,
      'processing',
    );
    await ctx.database.db.insert(videoJobs).values(
      waiting.map((uploadId) => ({
        uploadId,
        source: 'original.mp4',
        // held by another server for now
        leaseUntil: new Date(Date.now() + 3_600_000),
      })),
    );
    // the server holding them lets go (it stopped): this one prepares them in turn (their
    // files are gone, so each fails at once) and the queue has room again
    const prepared = setTimeout(() => {
      void ctx.database.db
        .update(videoJobs)
        .set({ leaseUntil: null })
        .where(inArray(videoJobs.uploadId, waiting))
        .then(() => ctx.app.videos.kick());
    }, 1_500);
    // (the same person's export from another server: it names them by their e-mail)
    const imported = await importOf(ctx, other, await asExportOf(zip, other));
    clearTimeout(prepared);
    expect(imported.status, JSON.stringify(imported)).toBe('ready');
    await ctx.app.videos.idle();
    const list = await as(ctx, other, 'GET', '/api/memories?limit=20');
    const images = list.json<{ memories: Memory[] }>().memories.flatMap((m) => m.images);
    expect(images).toHaveLength(count);
    expect(await ctx.database.db.select().from(videoJobs)).toEqual([]);
    expect(images.every((image) => image.kind === 'video')).toBe(true);
  }, 180_000);
});
