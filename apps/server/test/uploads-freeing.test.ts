import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPost, Memory } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { jpegWithExif, multipart, postUpload, uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import {
  aDayLaterSweep,
  fetchFile,
  filesInDatabase,
  filesOnDisk,
  sweepOf,
  uploadsDir,
  urlsOf,
} from './helpers/upload-files.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';

const post = postUpload;

describeEachEngine('uploads let go: deleted, released, swept', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  /** one couple for the file (registrations are slow) */
  const couple = async () => (pair ??= await connectedPair(t()));

  describe('deleting frees the photo', () => {
    it('a photo taken out of a memory, then the memory deleted: URLs answer 404 at once', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const kept = await uploadImage(ctx, a, await jpegWithExif(1000, 800, 1));
      const dropped = await uploadImage(ctx, a, await jpegWithExif(1000, 800, 1));
      const memory = await createMemory(ctx, a, { images: [kept.id, dropped.id] });
      // The partner's view hands out URLs too.
      const seen = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
      const [keptImage, droppedImage] = seen.json<{ memory: Memory }>().memory.images;
      for (const url of [...urlsOf(keptImage!), ...urlsOf(droppedImage!)]) {
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      }
      const edited = await as(ctx, b, 'PUT', `/api/memories/${memory.id}`, { images: [kept.id] });
      expect(edited.statusCode, edited.body).toBe(200);
      for (const url of urlsOf(droppedImage!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      for (const url of urlsOf(keptImage!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      // Taken out by an edit, it waits a day for a change of mind (served to no one), then goes.
      expect(await readdir(uploadsDir(ctx))).toContain(dropped.id);
      await aDayLaterSweep(ctx);
      expect(await readdir(uploadsDir(ctx))).not.toContain(dropped.id);

      expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
      // In the trash it keeps its photo; deleted for good, the photo goes with it.
      expect(await readdir(uploadsDir(ctx))).toContain(kept.id);
      expect((await as(ctx, a, 'DELETE', `/api/trash/memory/${memory.id}`)).statusCode).toBe(200);
      for (const url of urlsOf(keptImage!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      expect(await readdir(uploadsDir(ctx))).not.toContain(kept.id);
      // Gone for good: it cannot be put into another memory.
      const again = await as(ctx, a, 'POST', '/api/memories', {
        title: 'x',
        description: 'x',
        date: '2025-10-01',
        images: [kept.id],
      });
      expect(again.statusCode).toBe(422);
    });

    it('a replaced cover is served no more at once; the post deleted, its images go', async () => {
      const ctx = t();
      const { a } = await couple();
      const cover = await uploadImage(ctx, a);
      const inline = await uploadImage(ctx, a);
      const written = await createPost(ctx, a, {
        coverImageId: cover.id,
        content: `Ảnh: ![hoa](upload:${inline.id})`,
      });
      const coverUrls = urlsOf(written.cover!);
      const nextCover = await uploadImage(ctx, a);
      const replaced = await as(ctx, a, 'PUT', `/api/blog/posts/${written.id}`, {
        coverImageId: nextCover.id,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      for (const url of coverUrls) expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      const current = replaced.json<{ post: BlogPost }>().post;
      expect((await as(ctx, a, 'DELETE', `/api/blog/posts/${written.id}`)).statusCode).toBe(200);
      expect((await as(ctx, a, 'DELETE', `/api/trash/post/${written.id}`)).statusCode).toBe(200);
      for (const url of urlsOf(current.cover!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      const left = await readdir(uploadsDir(ctx));
      for (const id of [inline.id, nextCover.id]) expect(left).not.toContain(id);
      // The replaced cover waited for an undo in the editor; a day later it is swept.
      expect(left).toContain(cover.id);
      await aDayLaterSweep(ctx);
      expect(await readdir(uploadsDir(ctx))).not.toContain(cover.id);
    });
  });

  describe('the sweep', () => {
    it('removes files no row names once past the grace, never a file a row names', async () => {
      const ctx = t();
      const { a } = await couple();
      const live = await uploadImage(ctx, a);
      const root = uploadsDir(ctx);
      // A crash between writing files and the row, and a stray temporary beside live files.
      await mkdir(path.join(root, 'crashedUpload0001'), { recursive: true });
      await writeFile(path.join(root, 'crashedUpload0001', '320.webp'), 'x');
      await writeFile(path.join(root, live.id, '320.webp.abc123.partial'), 'x');
      const sweep = sweepOf(ctx);
      // Within the grace (an upload may be writing them right now): kept.
      expect(await sweep.orphans()).toBe(0);
      ctx.clock.advance(2 * 3600);
      try {
        expect(await sweep.orphans()).toBe(2);
      } finally {
        ctx.clock.reset();
      }
      expect(await readdir(root)).not.toContain('crashedUpload0001');
      expect(await filesOnDisk(ctx)).toEqual(await filesInDatabase(ctx));
      for (const url of urlsOf(live.image))
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
    });

    it('after failed, cancelled and deleted uploads, the folder holds exactly what the database names', async () => {
      const ctx = t();
      const { a } = await couple();
      // failed: not an image, a JPEG that does not decode, a body cut off mid-file
      await post(
        ctx,
        a,
        multipart({ name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg/>') }),
      );
      await post(
        ctx,
        a,
        multipart({
          name: 'x.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        }),
      );
      const whole = multipart({ name: 'x.jpg', type: 'image/jpeg', bytes: await jpegWithExif() });
      const cut = await post(ctx, a, { ...whole, payload: whole.payload.subarray(0, 3000) });
      expect(cut.statusCode).toBe(400);
      // cancelled: uploaded, then the form was closed (never attached)
      await uploadImage(ctx, a);
      // deleted: a memory made and deleted
      const memory = await createMemory(ctx, a, { images: [(await uploadImage(ctx, a)).id] });
      await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`);
      // and one kept
      await createMemory(ctx, a, { images: [(await uploadImage(ctx, a)).id] });
      expect(await filesOnDisk(ctx)).toEqual(await filesInDatabase(ctx));

      const sweep = sweepOf(ctx);
      ctx.clock.advance(25 * 3600);
      try {
        expect(await sweep.unused()).toBeGreaterThanOrEqual(1);
        await sweep.orphans();
      } finally {
        ctx.clock.reset();
      }
      const onDisk = await filesOnDisk(ctx);
      expect(onDisk).toEqual(await filesInDatabase(ctx));
      expect(onDisk.length).toBeGreaterThan(0);
    });
  });
});
