import type {
  MemoryCommentResponse,
  MemoryCommentsList,
  ReactionsResponse,
  Memory,
} from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { as, connectedPair, errorOf } from './helpers/couple.js';
import { createMemory, listMemories } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('memories: reactions and comments', (engine) => {
  const t = useTestApp(engine);

  const reactionUrl = (id: string) => `/api/memories/${id}/reaction`;
  const commentsUrl = (id: string) => `/api/memories/${id}/comments`;

  describe('reactions', () => {
    it('my partner reacts once, changes it, takes it back; the memory carries it', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      expect(memory).toMatchObject({ reactions: [], commentCount: 0 });

      const set = await as(t(), b, 'PUT', reactionUrl(memory.id), { emoji: '❤️' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<ReactionsResponse>()).toEqual({
        reactions: [{ emoji: '❤️', userId: b.user.id }],
      });
      const changed = await as(t(), b, 'PUT', reactionUrl(memory.id), { emoji: '😂' });
      expect(changed.json<ReactionsResponse>().reactions).toEqual([
        { emoji: '😂', userId: b.user.id },
      ]);
      await as(t(), a, 'PUT', reactionUrl(memory.id), { emoji: '👍' });

      const seen = (await as(t(), a, 'GET', `/api/memories/${memory.id}`)).json<{
        memory: Memory;
      }>().memory;
      expect(seen.reactions).toEqual([
        { emoji: '😂', userId: b.user.id },
        { emoji: '👍', userId: a.user.id },
      ]);

      const removed = await as(t(), b, 'DELETE', reactionUrl(memory.id));
      expect(removed.json<ReactionsResponse>().reactions).toEqual([
        { emoji: '👍', userId: a.user.id },
      ]);
      // again: nothing to take back, same answer
      expect((await as(t(), b, 'DELETE', reactionUrl(memory.id))).statusCode).toBe(200);
    });

    it('refuses an emoji outside the set, and no emoji, with 422 naming the field', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      for (const body of [{ emoji: '💩' }, { emoji: '' }, {}, { emoji: 'love' }]) {
        const res = await as(t(), b, 'PUT', reactionUrl(memory.id), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('emoji');
      }
    });

    it('gives a stranger 404 and refuses a private memory', async () => {
      const { a, b } = await connectedPair(t());
      const stranger = await t().registerUser();
      const shared = await createMemory(t(), a);
      const res = await as(t(), stranger, 'PUT', reactionUrl(shared.id), { emoji: '❤️' });
      expect(res.statusCode).toBe(404);
      expect((await as(t(), stranger, 'DELETE', reactionUrl(shared.id))).statusCode).toBe(404);

      const secret = await createMemory(t(), a, { isPrivate: true });
      // the partner cannot see it: 404; its author is told why: 400
      expect((await as(t(), b, 'PUT', reactionUrl(secret.id), { emoji: '❤️' })).statusCode).toBe(
        404,
      );
      const own = await as(t(), a, 'PUT', reactionUrl(secret.id), { emoji: '❤️' });
      expect(own.statusCode).toBe(400);
      expect(errorOf(own).code).toBe('PRIVATE_MEMORY');
    });
  });

  it('counts the most loved shared memories in the statistics, most answered first', async () => {
    const { a, b } = await connectedPair(t());
    const quiet = await createMemory(t(), a, { title: 'Yên ắng' });
    const loved = await createMemory(t(), a, { title: 'Được thương' });
    const liked = await createMemory(t(), b, { title: 'Được thích' });
    await as(t(), b, 'PUT', reactionUrl(loved.id), { emoji: '❤️' });
    await as(t(), a, 'PUT', reactionUrl(loved.id), { emoji: '😍' });
    const commented = await as(t(), b, 'POST', commentsUrl(loved.id), { content: 'Thương ghê' });
    expect(commented.statusCode, commented.body).toBe(201);
    await as(t(), a, 'PUT', reactionUrl(liked.id), { emoji: '👍' });
    const res = await as(t(), b, 'GET', '/api/memories/statistics');
    expect(res.statusCode, res.body).toBe(200);
    const { mostLoved } = res.json<{ statistics: { mostLoved: { id: string }[] } }>().statistics;
    expect(mostLoved).toEqual([
      { id: loved.id, title: 'Được thương', date: loved.date, reactions: 2, comments: 1 },
      { id: liked.id, title: 'Được thích', date: liked.date, reactions: 1, comments: 0 },
    ]);
    expect(mostLoved.map((m) => m.id)).not.toContain(quiet.id);
    const stranger = await t().registerUser();
    const theirs = await as(t(), stranger, 'GET', '/api/memories/statistics');
    expect(theirs.json<{ statistics: { mostLoved: unknown[] } }>().statistics.mostLoved).toEqual(
      [],
    );
  });

  describe('comments', () => {
    it('add, list oldest first by keyset pages, edit mine, counted on the memory', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      const contents = ['Nhớ quá em ơi 😍', 'Lần sau mình đi Hội An nhé', 'Đẹp thật!'];
      for (const [i, content] of contents.entries()) {
        const res = await as(t(), i % 2 ? a : b, 'POST', commentsUrl(memory.id), { content });
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json<MemoryCommentResponse>();
        expect(body.comment).toMatchObject({ content, memoryId: memory.id, editedAt: null });
        expect(body.commentCount).toBe(i + 1);
        t().clock.advance(1);
      }

      const first = (
        await as(t(), a, 'GET', `${commentsUrl(memory.id)}?limit=2`)
      ).json<MemoryCommentsList>();
      expect(first.comments.map((c) => c.content)).toEqual(contents.slice(0, 2));
      expect(first.commentCount).toBe(3);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = (
        await as(t(), a, 'GET', `${commentsUrl(memory.id)}?limit=2&cursor=${first.nextCursor}`)
      ).json<MemoryCommentsList>();
      expect(second.comments.map((c) => c.content)).toEqual(contents.slice(2));
      expect(second.nextCursor).toBeNull();

      // rights as the author of the memory sees them: edit mine only, delete any
      const [fromB, fromA] = first.comments;
      expect(fromB).toMatchObject({ canEdit: false, canDelete: true });
      expect(fromA).toMatchObject({ canEdit: true, canDelete: true });

      const edited = await as(t(), b, 'PUT', `${commentsUrl(memory.id)}/${fromB!.id}`, {
        content: '  Nhớ lắm luôn  ',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const editedComment = edited.json<MemoryCommentResponse>().comment;
      expect(editedComment.content).toBe('Nhớ lắm luôn');
      expect(editedComment.editedAt).toEqual(expect.any(String) as unknown);

      const list = await listMemories(t(), b);
      expect(list.memories.find((m) => m.id === memory.id)?.commentCount).toBe(3);
    });

    it('edits only my own, deletes mine or any on my memory, 403 otherwise', async () => {
      const { a, b } = await connectedPair(t());
      const mine = await createMemory(t(), a);
      const theirs = await createMemory(t(), b);
      const add = async (user: typeof a, id: string, content: string) =>
        (await as(t(), user, 'POST', commentsUrl(id), { content })).json<MemoryCommentResponse>()
          .comment;
      const bOnMine = await add(b, mine.id, 'của Bình');
      const aOnTheirs = await add(a, theirs.id, 'của An');
      const bOnTheirs = await add(b, theirs.id, 'Bình tự nói');

      // An may not edit Bình's comment, even on An's own memory
      const editOther = await as(t(), a, 'PUT', `${commentsUrl(mine.id)}/${bOnMine.id}`, {
        content: 'sửa',
      });
      expect(editOther.statusCode).toBe(403);
      // An may not delete Bình's comment on Bình's memory
      expect(
        (await as(t(), a, 'DELETE', `${commentsUrl(theirs.id)}/${bOnTheirs.id}`)).statusCode,
      ).toBe(403);
      // An deletes Bình's comment on An's memory (the author deletes any)
      const removed = await as(t(), a, 'DELETE', `${commentsUrl(mine.id)}/${bOnMine.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ message: 'Comment deleted', commentCount: 0 });
      // An deletes An's own comment on Bình's memory
      expect(
        (await as(t(), a, 'DELETE', `${commentsUrl(theirs.id)}/${aOnTheirs.id}`)).statusCode,
      ).toBe(200);
      // to the trash of whoever deleted it: a's, also for b's comment on a's memory
      const trash = (await as(t(), a, 'GET', '/api/trash')).json<{ items: { id: string }[] }>();
      expect(trash.items.map((item) => item.id)).toEqual(
        expect.arrayContaining([bOnMine.id, aOnTheirs.id]),
      );
      expect((await as(t(), b, 'GET', '/api/trash')).body).not.toContain(bOnMine.id);
      // gone: 404; a comment id under another memory: 404
      expect((await as(t(), a, 'DELETE', `${commentsUrl(mine.id)}/${bOnMine.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await as(t(), b, 'DELETE', `${commentsUrl(mine.id)}/${bOnTheirs.id}`)).statusCode,
      ).toBe(404);
    });

    it('validates like the blog: blank, too long, Vietnamese and emoji kept', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      for (const content of ['', '   ', 'ạ'.repeat(2001)]) {
        const res = await as(t(), b, 'POST', commentsUrl(memory.id), { content });
        expect(res.statusCode).toBe(422);
        expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('content');
      }
      expect((await as(t(), b, 'POST', commentsUrl(memory.id), {})).statusCode).toBe(422);
      const ok = await as(t(), b, 'POST', commentsUrl(memory.id), {
        content: 'ạ'.repeat(1999) + '😍',
      });
      expect(ok.statusCode, ok.body).toBe(201);
      const html = await as(t(), b, 'POST', commentsUrl(memory.id), {
        content: '<b>Tiếng Việt có dấu</b> 🎉',
      });
      expect(html.json<MemoryCommentResponse>().comment.content).toBe(
        '<b>Tiếng Việt có dấu</b> 🎉',
      );
      const badCursor = await as(t(), a, 'GET', `${commentsUrl(memory.id)}?cursor=nope`);
      expect(badCursor.statusCode).toBe(422);
      const bigLimit = await as(t(), a, 'GET', `${commentsUrl(memory.id)}?limit=101`);
      expect(bigLimit.statusCode).toBe(422);
    });

    it('gives a stranger 404 everywhere and refuses comments on a private memory', async () => {
      const { a, b } = await connectedPair(t());
      const stranger = await t().registerUser();
      const memory = await createMemory(t(), a);
      const comment = (
        await as(t(), b, 'POST', commentsUrl(memory.id), { content: 'hi' })
      ).json<MemoryCommentResponse>().comment;
      const url = `${commentsUrl(memory.id)}/${comment.id}`;
      expect((await as(t(), stranger, 'GET', commentsUrl(memory.id))).statusCode).toBe(404);
      expect(
        (await as(t(), stranger, 'POST', commentsUrl(memory.id), { content: 'x' })).statusCode,
      ).toBe(404);
      expect((await as(t(), stranger, 'PUT', url, { content: 'x' })).statusCode).toBe(404);
      expect((await as(t(), stranger, 'DELETE', url)).statusCode).toBe(404);

      const secret = await createMemory(t(), a, { isPrivate: true });
      expect((await as(t(), b, 'POST', commentsUrl(secret.id), { content: 'x' })).statusCode).toBe(
        404,
      );
      const own = await as(t(), a, 'POST', commentsUrl(secret.id), { content: 'x' });
      expect(own.statusCode).toBe(400);
      expect(errorOf(own)).toEqual({
        message: 'A private memory takes no reactions or comments',
        code: 'PRIVATE_MEMORY',
      });
    });
  });
});
