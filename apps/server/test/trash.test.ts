import { readdir } from 'node:fs/promises';
import type { BlogPost, Memory } from '@doita/shared';
import { TRASH_RETENTION_DAYS } from '@doita/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { jpegWithExif, uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { createReminder, inMinutes, refreshed } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';
import { DAY_S, idsOf, trashOf } from './helpers/trash.js';
import { fetchFile, uploadsDir, urlsOf } from './helpers/upload-files.js';

/** the places a memory shows up for `user`: each answer must (not) name it */
const MEMORY_READS = [
  '/api/memories?limit=100',
  '/api/memories/search?q=Hoa%20ban',
  '/api/memories/tag/travel',
  '/api/memories/timeline?year=2025',
  '/api/dashboard',
  '/api/timeline?filter=all&limit=50',
];

describeEachEngine('the trash', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  /** one couple for the file (registrations are slow) */
  const couple = async () => (pair ??= await connectedPair(t()));

  afterEach(() => t().clock.reset());

  describe('a memory', () => {
    it('deleted: 404 and absent everywhere, in my trash only, photos kept; restored: all back', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const photo = await uploadImage(ctx, a, await jpegWithExif(800, 600, 1));
      const memory = await createMemory(ctx, a, {
        title: 'Hoa ban Điện Biên 🌸',
        tags: ['travel'],
        date: '2025-03-08',
        images: [photo.id],
      });
      const [image] = memory.images;
      const statistics = async (user: TestUser) =>
        (await as(ctx, user, 'GET', '/api/memories/statistics')).json<{
          statistics: { total: number };
        }>();
      const before = await statistics(b);
      for (const url of MEMORY_READS) {
        const res = await as(ctx, b, 'GET', url);
        expect(res.body, url).toContain(memory.id);
      }

      const deleted = await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);

      for (const user of [a, b]) {
        expect((await as(ctx, user, 'GET', `/api/memories/${memory.id}`)).statusCode).toBe(404);
        expect(
          (await as(ctx, user, 'PUT', `/api/memories/${memory.id}`, { title: 'x' })).statusCode,
        ).toBe(404);
        expect(
          (await as(ctx, user, 'PATCH', `/api/memories/${memory.id}/favorite`)).statusCode,
        ).toBe(404);
        for (const url of MEMORY_READS) {
          const res = await as(ctx, user, 'GET', url);
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toContain(memory.id);
        }
      }
      expect(JSON.stringify(await statistics(b))).not.toBe(JSON.stringify(before));
      // Deleting it again: it is not there to delete.
      expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(404);

      // In my trash, for 30 days; never in my partner's.
      const [item] = await trashOf(ctx, a);
      expect(item).toMatchObject({ kind: 'memory', id: memory.id, title: 'Hoa ban Điện Biên 🌸' });
      expect(Date.parse(item!.purgeAt) - Date.parse(item!.deletedAt)).toBe(
        TRASH_RETENTION_DAYS * DAY_S * 1000,
      );
      expect(idsOf(await trashOf(ctx, b))).not.toContain(`memory:${memory.id}`);
      // My partner can neither bring it back nor delete it for good.
      expect((await as(ctx, b, 'POST', `/api/trash/memory/${memory.id}/restore`)).statusCode).toBe(
        404,
      );
      expect((await as(ctx, b, 'DELETE', `/api/trash/memory/${memory.id}`)).statusCode).toBe(404);
      // Its photo is kept while it is in the trash.
      expect(await readdir(uploadsDir(ctx))).toContain(photo.id);

      const restored = await as(ctx, a, 'POST', `/api/trash/memory/${memory.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toEqual({
        message: 'Restored',
        item: { kind: 'memory', id: memory.id },
      });
      expect(idsOf(await trashOf(ctx, a))).not.toContain(`memory:${memory.id}`);
      const back = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
      expect(back.statusCode).toBe(200);
      expect(back.json<{ memory: Memory }>().memory.images.map((i) => i.id)).toEqual([photo.id]);
      for (const url of urlsOf(image!)) expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      for (const url of MEMORY_READS) {
        expect((await as(ctx, b, 'GET', url)).body, url).toContain(memory.id);
      }
      expect(await statistics(b)).toEqual(before);
      // Restoring twice: it is no longer in the trash.
      expect((await as(ctx, a, 'POST', `/api/trash/memory/${memory.id}/restore`)).statusCode).toBe(
        404,
      );
    });

    it('deleted for good from the trash: gone, and its photos freed at once', async () => {
      const ctx = t();
      const { a } = await couple();
      const photo = await uploadImage(ctx, a, await jpegWithExif(800, 600, 1));
      const memory = await createMemory(ctx, a, { images: [photo.id] });
      const [image] = memory.images;
      expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);

      const gone = await as(ctx, a, 'DELETE', `/api/trash/memory/${memory.id}`);
      expect(gone.statusCode, gone.body).toBe(200);
      expect(idsOf(await trashOf(ctx, a))).not.toContain(`memory:${memory.id}`);
      for (const url of urlsOf(image!)) expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      expect(await readdir(uploadsDir(ctx))).not.toContain(photo.id);
      expect((await as(ctx, a, 'POST', `/api/trash/memory/${memory.id}/restore`)).statusCode).toBe(
        404,
      );
      expect((await as(ctx, a, 'DELETE', `/api/trash/memory/${memory.id}`)).statusCode).toBe(404);
    });

    it('a stranger gets 404 for my trashed memory, and sees nothing of my trash', async () => {
      const ctx = t();
      const { a } = await couple();
      const stranger = await ctx.registerUser();
      const memory = await createMemory(ctx, a, { isPrivate: true });
      await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`);
      expect(
        (await as(ctx, stranger, 'POST', `/api/trash/memory/${memory.id}/restore`)).statusCode,
      ).toBe(404);
      expect((await as(ctx, stranger, 'DELETE', `/api/trash/memory/${memory.id}`)).statusCode).toBe(
        404,
      );
      expect(await trashOf(ctx, stranger)).toEqual([]);
      // Named under the wrong kind, it is not found either.
      expect((await as(ctx, a, 'POST', `/api/trash/post/${memory.id}/restore`)).statusCode).toBe(
        404,
      );
    });

    it('an unknown kind is a 422 with the field named', async () => {
      const ctx = t();
      const { a } = await couple();
      const res = await as(ctx, a, 'POST', '/api/trash/album/x/restore');
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('kind');
    });
  });

  describe('a post', () => {
    it('deleted: 404 for reader and guest, out of lists and the timeline; purged after 30 days with its cover', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const cover = await uploadImage(ctx, a, await jpegWithExif(800, 600, 1));
      const post = await createPost(ctx, a, {
        title: 'Mùa thu Hà Nội',
        status: 'published',
        privacy: 'public',
        coverImageId: cover.id,
      });
      const reads = ['/api/blog/posts?limit=50', '/api/blog/posts?scope=public&limit=50'];
      for (const url of reads) expect((await as(ctx, b, 'GET', url)).body).toContain(post.id);

      expect((await as(ctx, a, 'DELETE', `/api/blog/posts/${post.id}`)).statusCode).toBe(200);
      for (const user of [a, b]) {
        expect((await as(ctx, user, 'GET', `/api/blog/posts/${post.id}`)).statusCode).toBe(404);
        for (const url of [...reads, '/api/timeline?filter=all&limit=50']) {
          const res = await as(ctx, user, 'GET', url);
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toContain(post.id);
        }
      }
      const guest = await ctx.app.inject({ method: 'GET', url: `/api/blog/posts/${post.id}` });
      expect(guest.statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/blog/posts/${post.id}/cover` }))
          .statusCode,
      ).toBe(404);
      expect((await as(ctx, b, 'POST', `/api/blog/posts/${post.id}/like`)).statusCode).toBe(404);
      expect(idsOf(await trashOf(ctx, a))).toContain(`post:${post.id}`);
      expect(await readdir(uploadsDir(ctx))).toContain(cover.id);

      // Day 29: still there. Day 31: the purge deletes it for good, its cover with it.
      ctx.clock.advance(29 * DAY_S);
      await ctx.app.trashPurge.runOnce();
      expect(idsOf(await trashOf(ctx, await refreshed(ctx, a)))).toContain(`post:${post.id}`);
      ctx.clock.advance(2 * DAY_S);
      expect(await ctx.app.trashPurge.runOnce()).toBeGreaterThanOrEqual(1);
      const later = await refreshed(ctx, a);
      expect(idsOf(await trashOf(ctx, later))).not.toContain(`post:${post.id}`);
      expect(await readdir(uploadsDir(ctx))).not.toContain(cover.id);
      expect((await as(ctx, later, 'POST', `/api/trash/post/${post.id}/restore`)).statusCode).toBe(
        404,
      );
    });

    it('restored: readable again with its cover', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const cover = await uploadImage(ctx, a, await jpegWithExif(800, 600, 1));
      const post = await createPost(ctx, a, {
        status: 'published',
        privacy: 'couple',
        coverImageId: cover.id,
      });
      await as(ctx, a, 'DELETE', `/api/blog/posts/${post.id}`);
      expect((await as(ctx, a, 'POST', `/api/trash/post/${post.id}/restore`)).statusCode).toBe(200);
      const read = await as(ctx, b, 'GET', `/api/blog/posts/${post.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json<{ post: BlogPost }>().post.cover?.id).toBe(cover.id);
    });

    it('once its 30 days are over it is gone, even before the hourly purge removes it', async () => {
      const ctx = t();
      const a = await ctx.registerUser();
      const [kept, expired] = [
        await createPost(ctx, a, { title: 'Còn kịp' }),
        await createPost(ctx, a, { title: 'Hết hạn' }),
      ];
      expect((await as(ctx, a, 'DELETE', `/api/blog/posts/${expired.id}`)).statusCode).toBe(200);
      ctx.clock.advance(60);
      expect((await as(ctx, a, 'DELETE', `/api/blog/posts/${kept.id}`)).statusCode).toBe(200);

      // 30 days and 30 s after the first delete: the first is due, the second is not yet.
      ctx.clock.advance(TRASH_RETENTION_DAYS * DAY_S - 30);
      const later = await refreshed(ctx, a);
      expect(idsOf(await trashOf(ctx, later))).toEqual([`post:${kept.id}`]);
      for (const [method, path] of [
        ['POST', `/api/trash/post/${expired.id}/restore`],
        ['DELETE', `/api/trash/post/${expired.id}`],
      ] as const) {
        const res = await as(ctx, later, method, path);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
      }
      expect((await as(ctx, later, 'GET', `/api/blog/posts/${expired.id}`)).statusCode).toBe(404);
      const restored = await as(ctx, later, 'POST', `/api/trash/post/${kept.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await as(ctx, later, 'GET', `/api/blog/posts/${kept.id}`)).statusCode).toBe(200);
    });
  });

  describe('a reminder', () => {
    it('deleted: 404, out of lists, counts and the dashboard, never delivered; restored after its time: fine', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const reminder = await createReminder(ctx, a, {
        title: 'Sinh nhật em',
        datetime: inMinutes(ctx, 60),
      });
      const reads = [
        '/api/reminders?limit=100',
        '/api/reminders/upcoming?days=7',
        '/api/reminders/search?q=sinh%20nhat',
        '/api/dashboard',
      ];
      for (const url of reads)
        expect((await as(ctx, b, 'GET', url)).body, url).toContain(reminder.id);
      const dashboard = async () =>
        (await as(ctx, b, 'GET', '/api/dashboard')).json<{
          dashboard: { counts: { activeReminders: number; upcomingReminders: number } };
        }>().dashboard.counts;
      const countsBefore = await dashboard();

      expect((await as(ctx, b, 'DELETE', `/api/reminders/${reminder.id}`)).statusCode).toBe(200);
      for (const user of [a, b]) {
        expect((await as(ctx, user, 'GET', `/api/reminders/${reminder.id}`)).statusCode).toBe(404);
        for (const url of reads) {
          const res = await as(ctx, user, 'GET', url);
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toContain(reminder.id);
        }
      }
      const countsAfter = await dashboard();
      expect(countsAfter.activeReminders).toBe(countsBefore.activeReminders - 1);
      expect(countsAfter.upcomingReminders).toBe(countsBefore.upcomingReminders - 1);
      // In the trash of whoever deleted it (my partner): theirs to undo.
      expect(idsOf(await trashOf(ctx, b))).toContain(`reminder:${reminder.id}`);
      expect(idsOf(await trashOf(ctx, a))).not.toContain(`reminder:${reminder.id}`);

      // Its time comes while it is in the trash: nobody is told.
      ctx.clock.advance(2 * 3600);
      await ctx.app.reminderScheduler.runOnce();
      await ctx.app.background.drain();
      const [a2, b2] = [await refreshed(ctx, a), await refreshed(ctx, b)];
      const bell = await as(ctx, a2, 'GET', '/api/notifications');
      expect(bell.statusCode).toBe(200);
      expect(bell.body).not.toContain(reminder.id);

      const restored = await as(ctx, b2, 'POST', `/api/trash/reminder/${reminder.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await as(ctx, a2, 'GET', `/api/reminders/${reminder.id}`)).statusCode).toBe(200);
      ctx.clock.reset();
      expect((await dashboard()).activeReminders).toBe(countsBefore.activeReminders);
    });

    it('someone single: their own deleted reminder is in their trash, theirs to restore or remove', async () => {
      const ctx = t();
      const alone = await ctx.registerUser({ displayName: 'Một mình' });
      const stranger = await ctx.registerUser({ displayName: 'Người lạ' });
      const first = await createReminder(ctx, alone, { title: 'Gọi mẹ', isPrivate: true });
      const second = await createReminder(ctx, alone, { title: 'Trả sách thư viện' });
      for (const reminder of [first, second])
        expect((await as(ctx, alone, 'DELETE', `/api/reminders/${reminder.id}`)).statusCode).toBe(
          200,
        );
      const trash = idsOf(await trashOf(ctx, alone));
      expect(trash).toEqual(
        expect.arrayContaining([`reminder:${first.id}`, `reminder:${second.id}`]),
      );
      expect(idsOf(await trashOf(ctx, stranger))).toEqual([]);
      // a stranger can neither bring it back nor remove it
      for (const [method, path] of [
        ['POST', `/api/trash/reminder/${first.id}/restore`],
        ['DELETE', `/api/trash/reminder/${first.id}`],
      ] as const)
        expect((await as(ctx, stranger, method, path)).statusCode).toBe(404);

      const restored = await as(ctx, alone, 'POST', `/api/trash/reminder/${first.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await as(ctx, alone, 'GET', `/api/reminders/${first.id}`)).statusCode).toBe(200);
      const removed = await as(ctx, alone, 'DELETE', `/api/trash/reminder/${second.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(idsOf(await trashOf(ctx, alone))).toEqual([]);
    });
  });
});
