import type { BlogPost, Memory, MemoryCommentResponse, MemoryCommentsList } from '@doita/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { addComment, createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { refreshed } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { DAY_S, idsOf, trashOf } from './helpers/trash.js';

describeEachEngine('the trash: comments', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  /** one couple for the file (registrations are slow) */
  const couple = async () => (pair ??= await connectedPair(t()));

  afterEach(() => t().clock.reset());
  describe('a comment', () => {
    it('deleted by its writer: uncounted and unlisted, in their trash; restored: counted again', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const post = await createPost(ctx, a, { status: 'published', privacy: 'couple' });
      const { comment } = await addComment(ctx, b, post.id, 'Đẹp quá\nanh ơi 💕');
      const removed = await as(
        ctx,
        b,
        'DELETE',
        `/api/blog/posts/${post.id}/comments/${comment.id}`,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ commentsCount: 0 });
      const comments = await as(ctx, a, 'GET', `/api/blog/posts/${post.id}/comments`);
      expect(comments.body).not.toContain(comment.id);
      const read = await as(ctx, a, 'GET', `/api/blog/posts/${post.id}`);
      expect(read.json<{ post: BlogPost }>().post.commentsCount).toBe(0);

      const items = await trashOf(ctx, b);
      expect(items.find((i) => i.id === comment.id)).toMatchObject({
        kind: 'comment',
        title: 'Đẹp quá anh ơi 💕',
      });
      expect(idsOf(await trashOf(ctx, a))).not.toContain(`comment:${comment.id}`);
      expect(
        (await as(ctx, a, 'POST', `/api/trash/comment/${comment.id}/restore`)).statusCode,
      ).toBe(404);

      expect(
        (await as(ctx, b, 'POST', `/api/trash/comment/${comment.id}/restore`)).statusCode,
      ).toBe(200);
      const again = await as(ctx, a, 'GET', `/api/blog/posts/${post.id}`);
      expect(again.json<{ post: BlogPost }>().post.commentsCount).toBe(1);
      expect((await as(ctx, a, 'GET', `/api/blog/posts/${post.id}/comments`)).body).toContain(
        comment.id,
      );
    });
  });

  describe('a memory comment', () => {
    const commentsUrl = (memoryId: string) => `/api/memories/${memoryId}/comments`;
    const add = async (ctx: TestApp, user: TestUser, memoryId: string, content: string) => {
      const res = await as(ctx, user, 'POST', commentsUrl(memoryId), { content });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<MemoryCommentResponse>().comment;
    };
    /** what `user` sees of the memory's comments: listed ids, and the counts each read gives */
    const seen = async (ctx: TestApp, user: TestUser, memoryId: string) => {
      const list = (await as(ctx, user, 'GET', commentsUrl(memoryId))).json<MemoryCommentsList>();
      const memory = (await as(ctx, user, 'GET', `/api/memories/${memoryId}`)).json<{
        memory: Memory;
      }>().memory;
      const cards = (await as(ctx, user, 'GET', '/api/memories?limit=100')).json<{
        memories: Memory[];
      }>().memories;
      const loved = (await as(ctx, user, 'GET', '/api/memories/statistics')).json<{
        statistics: { mostLoved: { id: string; comments: number }[] };
      }>().statistics.mostLoved;
      return {
        ids: list.comments.map((c) => c.id),
        counts: [
          list.commentCount,
          memory.commentCount,
          cards.find((m) => m.id === memoryId)?.commentCount,
          loved.find((m) => m.id === memoryId)?.comments ?? 0,
        ],
      };
    };

    it('deleted by its writer: 404 to edit and delete, uncounted everywhere, in their trash only; restored: back and counted', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const memory = await createMemory(ctx, a, { title: 'Đà Lạt mộng mơ' });
      const mine = await add(ctx, a, memory.id, 'Lần sau đi tiếp nhé');
      const theirs = await add(ctx, b, memory.id, '  Nhớ quá\n\nem ơi 😍  ');
      for (const user of [a, b])
        expect(await seen(ctx, user, memory.id)).toEqual({
          ids: [mine.id, theirs.id],
          counts: [2, 2, 2, 2],
        });

      const removed = await as(ctx, b, 'DELETE', `${commentsUrl(memory.id)}/${theirs.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ message: 'Comment deleted', commentCount: 1 });
      for (const user of [a, b]) {
        expect(await seen(ctx, user, memory.id)).toEqual({ ids: [mine.id], counts: [1, 1, 1, 1] });
        const url = `${commentsUrl(memory.id)}/${theirs.id}`;
        expect((await as(ctx, user, 'PUT', url, { content: 'sửa' })).statusCode).toBe(404);
        expect((await as(ctx, user, 'DELETE', url)).statusCode).toBe(404);
      }

      // In the writer's trash, titled by its text on one line; never in the memory keeper's.
      const item = (await trashOf(ctx, b)).find((i) => i.id === theirs.id);
      expect(item).toMatchObject({ kind: 'comment', title: 'Nhớ quá em ơi 😍' });
      expect(idsOf(await trashOf(ctx, a))).not.toContain(`comment:${theirs.id}`);
      expect((await as(ctx, a, 'POST', `/api/trash/comment/${theirs.id}/restore`)).statusCode).toBe(
        404,
      );
      expect((await as(ctx, a, 'DELETE', `/api/trash/comment/${theirs.id}`)).statusCode).toBe(404);
      // A stranger: 404 either way, and an empty trash.
      const stranger = await ctx.registerUser();
      expect(
        (await as(ctx, stranger, 'POST', `/api/trash/comment/${theirs.id}/restore`)).statusCode,
      ).toBe(404);
      expect(
        (await as(ctx, stranger, 'DELETE', `/api/trash/comment/${theirs.id}`)).statusCode,
      ).toBe(404);
      expect(await trashOf(ctx, stranger)).toEqual([]);
      // Under another kind it is not found either.
      expect((await as(ctx, b, 'POST', `/api/trash/memory/${theirs.id}/restore`)).statusCode).toBe(
        404,
      );

      const restored = await as(ctx, b, 'POST', `/api/trash/comment/${theirs.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json()).toEqual({
        message: 'Restored',
        item: { kind: 'comment', id: theirs.id },
      });
      expect(idsOf(await trashOf(ctx, b))).not.toContain(`comment:${theirs.id}`);
      for (const user of [a, b])
        expect(await seen(ctx, user, memory.id)).toEqual({
          ids: [mine.id, theirs.id],
          counts: [2, 2, 2, 2],
        });
      // as it was: its text, its writer's to edit
      const back = (await as(ctx, b, 'GET', commentsUrl(memory.id))).json<MemoryCommentsList>()
        .comments[1];
      expect(back).toMatchObject({ content: 'Nhớ quá\n\nem ơi 😍', canEdit: true });
    });

    it('deleted by the memory’s keeper: in the keeper’s trash; deleted for good there: gone', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const memory = await createMemory(ctx, a);
      const theirs = await add(ctx, b, memory.id, 'Bình nói');
      expect(
        (await as(ctx, a, 'DELETE', `${commentsUrl(memory.id)}/${theirs.id}`)).statusCode,
      ).toBe(200);
      expect(idsOf(await trashOf(ctx, a))).toContain(`comment:${theirs.id}`);
      expect(idsOf(await trashOf(ctx, b))).not.toContain(`comment:${theirs.id}`);

      const gone = await as(ctx, a, 'DELETE', `/api/trash/comment/${theirs.id}`);
      expect(gone.statusCode, gone.body).toBe(200);
      expect(idsOf(await trashOf(ctx, a))).not.toContain(`comment:${theirs.id}`);
      expect((await as(ctx, a, 'POST', `/api/trash/comment/${theirs.id}/restore`)).statusCode).toBe(
        404,
      );
      expect(await seen(ctx, b, memory.id)).toEqual({ ids: [], counts: [0, 0, 0, 0] });
    });

    it('purged after 30 days, with a post’s comment trashed alongside', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const memory = await createMemory(ctx, a);
      const onMemory = await add(ctx, b, memory.id, 'Sẽ xóa');
      const post = await createPost(ctx, a, { status: 'published', privacy: 'couple' });
      const { comment: onPost } = await addComment(ctx, b, post.id, 'Cũng sẽ xóa');
      await as(ctx, b, 'DELETE', `${commentsUrl(memory.id)}/${onMemory.id}`);
      await as(ctx, b, 'DELETE', `/api/blog/posts/${post.id}/comments/${onPost.id}`);
      expect(idsOf(await trashOf(ctx, b))).toEqual(
        expect.arrayContaining([`comment:${onMemory.id}`, `comment:${onPost.id}`]),
      );

      ctx.clock.advance(29 * DAY_S);
      await ctx.app.trashPurge.runOnce();
      expect(idsOf(await trashOf(ctx, await refreshed(ctx, b)))).toContain(
        `comment:${onMemory.id}`,
      );
      ctx.clock.advance(2 * DAY_S);
      expect(await ctx.app.trashPurge.runOnce()).toBeGreaterThanOrEqual(2);
      const later = await refreshed(ctx, b);
      const left = idsOf(await trashOf(ctx, later));
      expect(left).not.toContain(`comment:${onMemory.id}`);
      expect(left).not.toContain(`comment:${onPost.id}`);
      expect(
        (await as(ctx, later, 'POST', `/api/trash/comment/${onMemory.id}/restore`)).statusCode,
      ).toBe(404);
    });
  });
});
