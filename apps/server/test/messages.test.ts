import { randomUUID } from 'node:crypto';
import type { Message } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { accept, as, connectedPair, errorOf, invite } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { cast, fresh, page, say, send } from './helpers/messages.js';
import { fetchFile } from './helpers/upload-files.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';

/**
 * The couple's conversation (docs/product-rules.md, The conversation): the two partners
 * only; edits within 15 minutes; unsend leaves a trace; one reaction each; read pointers
 * forward only; love notes pinned until opened; nudges 10 an hour; read only after a
 * disconnect; a deleted account's messages are emptied for both.
 */
describeEachEngine('the conversation', (engine) => {
  const t = useTestApp(engine);

  describe('sending and reading', () => {
    it('keeps emoji and Vietnamese as sent, newest first, for both partners only', async () => {
      const ctx = t();
      const { a, b, stranger, other } = await cast(ctx);
      const first = await say(ctx, a, 'Chào em 🌸 tối nay ăn phở nhé?');
      const second = await say(ctx, b, 'Dạ được ạ 😍 https://maps.example/pho');
      expect(first).toMatchObject({
        kind: 'text',
        isMine: true,
        text: 'Chào em 🌸 tối nay ăn phở nhé?',
        author: { id: a.user.id, displayName: 'An' },
        editedAt: null,
        removed: null,
        canEdit: true,
        replyTo: null,
      });
      const mine = await page(ctx, a);
      expect(mine.messages.map((m) => m.id)).toEqual([second.id, first.id]);
      expect(mine.messages[0]).toMatchObject({
        isMine: false,
        canEdit: false,
        text: 'Dạ được ạ 😍 https://maps.example/pho',
      });
      expect(mine.readOnly).toBe(false);
      expect(mine.partner).toMatchObject({ id: b.user.id, displayName: 'Bình' });
      expect((await page(ctx, b)).messages.map((m) => m.id)).toEqual([second.id, first.id]);

      // Anyone else: nothing, and 404 on every id of ours.
      expect((await page(ctx, stranger)).messages).toEqual([]);
      expect((await page(ctx, other)).messages).toEqual([]);
      for (const outsider of [stranger, other]) {
        const calls = [
          as(ctx, outsider, 'GET', `/api/messages/${first.id}`),
          as(ctx, outsider, 'PATCH', `/api/messages/${first.id}`, { text: 'x' }),
          as(ctx, outsider, 'DELETE', `/api/messages/${first.id}`),
          as(ctx, outsider, 'PUT', `/api/messages/${first.id}/reaction`, { emoji: '❤️' }),
          as(ctx, outsider, 'DELETE', `/api/messages/${first.id}/reaction`),
          as(ctx, outsider, 'POST', `/api/messages/${first.id}/open`),
          as(ctx, outsider, 'POST', '/api/messages/read', { upToId: first.id }),
        ];
        for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
      }
      // the other couple cannot quote ours either
      const quoting = await as(ctx, other, 'POST', '/api/messages', {
        text: 'x',
        replyToId: first.id,
      });
      expect(quoting.statusCode).toBe(404);
      // no couple at all: nothing to send to
      const alone = await as(ctx, stranger, 'POST', '/api/messages', { text: 'alo' });
      expect(alone.statusCode).toBe(400);
      expect(errorOf(alone).code).toBe('NO_COUPLE');
    });

    it('counts 4,000 characters as people see them', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const family = '👨‍👩‍👧‍👦';
      const vi = 'e\u0323\u0302'; // ệ typed with combining marks
      expect(
        (await as(ctx, a, 'POST', '/api/messages', { text: family.repeat(4_000) })).statusCode,
      ).toBe(201);
      const stored = await send(ctx, a, { text: vi.repeat(4_000) });
      expect(stored.text).toBe('ệ'.repeat(4_000));
      const tooLong = await as(ctx, a, 'POST', '/api/messages', { text: vi.repeat(4_001) });
      expect(tooLong.statusCode).toBe(422);
      expect(tooLong.json()).toMatchObject({
        errors: [{ field: 'text', code: 'validation.maxLength:4000' }],
      });
      expect((await as(ctx, a, 'POST', '/api/messages', { text: '   ' })).statusCode).toBe(422);
    });

    it('refuses words that show nothing: only spaces or zero-width characters', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      for (const text of ['\u200b', ' \u200b\u200c\u200d\u2060 ', '\u00ad', '\u3164']) {
        for (const body of [{ text }, { kind: 'note', text }]) {
          const res = await as(ctx, a, 'POST', '/api/messages', body);
          expect(res.statusCode, JSON.stringify(body)).toBe(422);
          expect(res.json()).toMatchObject({
            errors: [{ field: 'text', code: 'validation.required' }],
          });
        }
      }
      const message = await say(ctx, a, 'Chào em');
      const edit = await as(ctx, a, 'PATCH', `/api/messages/${message.id}`, { text: '\u200b' });
      expect(edit.statusCode).toBe(422);
      // photos with invisible words: the photos alone
      const photo = await uploadImage(ctx, a);
      const photos = await send(ctx, a, { text: '\u200b ', images: [photo.id] });
      expect(photos).toMatchObject({ text: null });
      expect(photos.images).toHaveLength(1);
      expect((await page(ctx, b)).messages.map((m) => m.id)).toEqual([photos.id, message.id]);
    });

    it('pages by cursor across equal timestamps without a gap or a repeat', async () => {
      const ctx = t();
      const { a, b, couple } = await connectedPair(ctx);
      await say(ctx, a, 'đầu tiên');
      const repository = ctx.app.core.repositories.get('messages');
      const at = new Date(ctx.clock.now().getTime() + 1000);
      const ids = Array.from({ length: 7 }, () => randomUUID());
      for (const id of ids)
        await repository.insert(
          { id, coupleId: couple.id, authorId: b.user.id, kind: 'text', text: id, createdAt: at },
          [],
        );
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `limit=3${cursor ? `&before=${cursor}` : ''}`;
        const next = await page(ctx, a, query);
        expect(next.messages.length).toBeLessThanOrEqual(3);
        seen.push(...next.messages.map((m) => m.text ?? ''));
        cursor = next.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual([...[...ids].sort().reverse(), 'đầu tiên']);
      // the default and the most a page holds
      expect((await as(ctx, a, 'GET', '/api/messages?limit=51')).statusCode).toBe(422);
      expect((await as(ctx, a, 'GET', '/api/messages?before=nonsense')).statusCode).toBe(422);
    });

    it('answers a message with a quote of it, and a removed one as a trace', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const question = await say(ctx, a, `Anh nhớ em nhiều lắm ${'💕'.repeat(100)}`);
      const answer = await send(ctx, b, { text: 'Em cũng vậy', replyToId: question.id });
      expect(answer.replyTo).toMatchObject({
        id: question.id,
        author: { id: a.user.id, displayName: 'An' },
        removed: null,
        imageCount: 0,
      });
      expect([...(answer.replyTo?.excerpt ?? '')].length).toBeLessThanOrEqual(100);
      expect(answer.replyTo?.excerpt?.endsWith('…')).toBe(true);
      expect((await as(ctx, a, 'DELETE', `/api/messages/${question.id}`)).statusCode).toBe(200);
      const after = await page(ctx, b);
      expect(after.messages[0]?.replyTo).toMatchObject({
        id: question.id,
        excerpt: null,
        removed: 'unsent',
      });
    });
  });

  describe('editing and unsending', () => {
    it('lets the author edit within 15 minutes, marked edited; after, 409 with a code', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const message = await say(ctx, a, 'Hẹn 7h nhé');
      const partnerEdit = await as(ctx, b, 'PATCH', `/api/messages/${message.id}`, {
        text: 'Không',
      });
      expect(partnerEdit.statusCode).toBe(403);
      ctx.clock.advance(14 * 60);
      const a14 = await fresh(ctx, a);
      const edited = await as(ctx, a14, 'PATCH', `/api/messages/${message.id}`, {
        text: 'Hẹn 8h nhé',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<Message>()).toMatchObject({ text: 'Hẹn 8h nhé', canEdit: true });
      expect(edited.json<Message>().editedAt).not.toBeNull();
      ctx.clock.advance(61);
      const a15 = await fresh(ctx, a);
      const late = await as(ctx, a15, 'PATCH', `/api/messages/${message.id}`, { text: 'Muộn' });
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).code).toBe('MESSAGE_EDIT_WINDOW_PASSED');
      expect((await page(ctx, a15)).messages[0]).toMatchObject({
        text: 'Hẹn 8h nhé',
        canEdit: false,
      });
    });

    it('keeps an edited love note within the note’s 280 characters', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const note = await send(ctx, a, { kind: 'note', text: 'Chúc em ngủ ngon' });
      const edit = (text: string) => as(ctx, a, 'PATCH', `/api/messages/${note.id}`, { text });
      const long = await edit('x'.repeat(281));
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({
        errors: [{ field: 'text', code: 'validation.maxLength:280' }],
      });
      // 280 characters as people see them ("ệ" typed with combining marks is one)
      const full = await edit('e\u0323\u0302'.repeat(280));
      expect(full.statusCode, full.body).toBe(200);
      expect(full.json<Message>()).toMatchObject({ kind: 'note', text: 'ệ'.repeat(280) });
      expect(full.json<Message>().editedAt).not.toBeNull();
      // a text keeps its 4,000
      const message = await say(ctx, a, 'Hẹn 7h nhé');
      const text = await as(ctx, a, 'PATCH', `/api/messages/${message.id}`, {
        text: 'x'.repeat(4_000),
      });
      expect(text.statusCode).toBe(200);
    });

    it('unsends for both: words and photos gone, their URLs 404, the row a trace', async () => {
      const ctx = t();
      const { a, b, stranger } = await cast(ctx);
      const photo = await uploadImage(ctx, a);
      const message = await send(ctx, a, { text: 'Ảnh Đà Lạt', images: [photo.fileUrl] });
      expect(message.images).toHaveLength(1);
      const seen = (await page(ctx, b)).messages[0]!;
      const url = seen.images[0]!.url;
      expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      // a stranger's own URL for it: none, and the partner's URL leaks nothing to them
      expect((await as(ctx, stranger, 'GET', `/api/messages/${message.id}`)).statusCode).toBe(404);

      expect((await as(ctx, b, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(403);
      const unsent = await as(ctx, a, 'DELETE', `/api/messages/${message.id}`);
      expect(unsent.statusCode).toBe(200);
      expect(unsent.json<Message>()).toMatchObject({
        text: null,
        images: [],
        removed: 'unsent',
        canEdit: false,
      });
      expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      const trace = (await page(ctx, b)).messages[0]!;
      expect(trace).toMatchObject({ id: message.id, text: null, images: [], removed: 'unsent' });
      // again: the same trace; an edit or a reaction on it: 409
      expect((await as(ctx, a, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(200);
      const edit = await as(ctx, a, 'PATCH', `/api/messages/${message.id}`, { text: 'lại' });
      expect(errorOf(edit).code).toBe('MESSAGE_REMOVED');
      const react = await as(ctx, b, 'PUT', `/api/messages/${message.id}/reaction`, {
        emoji: '❤️',
      });
      expect(react.statusCode).toBe(409);
    });

    it('takes only the sender’s own fresh uploads', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const hers = await uploadImage(ctx, b);
      const res = await as(ctx, a, 'POST', '/api/messages', { images: [hers.id] });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('reactions', () => {
    it('one per person, replaced by PUT, one emoji only', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const message = await say(ctx, a, 'Yêu em');
      const put = (user: TestUser, emoji: string) =>
        as(ctx, user, 'PUT', `/api/messages/${message.id}/reaction`, { emoji });
      expect((await put(b, '❤️')).statusCode).toBe(200);
      expect((await put(b, '👩‍❤️‍👨')).statusCode).toBe(200);
      const both = await put(a, '😂');
      expect(both.json<Message>().reactions.map((r) => [r.userId, r.emoji])).toEqual([
        [b.user.id, '👩‍❤️‍👨'],
        [a.user.id, '😂'],
      ]);
      for (const bad of ['', 'ab', '❤️❤️', 'ệ', '1'])
        expect((await put(b, bad)).statusCode, bad).toBe(422);
      const off = await as(ctx, b, 'DELETE', `/api/messages/${message.id}/reaction`);
      expect(off.json<Message>().reactions.map((r) => r.userId)).toEqual([a.user.id]);
      // none to take off: fine
      expect((await as(ctx, b, 'DELETE', `/api/messages/${message.id}/reaction`)).statusCode).toBe(
        200,
      );
    });
  });

  describe('a couple that ends', () => {
    it('keeps the conversation read only after a disconnect, and brings it back on reconnect', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const hello = await say(ctx, a, 'Chào em');
      await say(ctx, b, 'Chào anh');
      expect((await as(ctx, b, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
      const [aNow, bNow] = [await fresh(ctx, a), await fresh(ctx, b)];
      for (const user of [aNow, bNow]) {
        const kept = await page(ctx, user);
        expect(kept.readOnly).toBe(true);
        expect(kept.messages).toHaveLength(2);
        const write = await as(ctx, user, 'POST', '/api/messages', { text: 'còn đó không?' });
        expect(write.statusCode).toBe(409);
        expect(errorOf(write).code).toBe('CONVERSATION_READ_ONLY');
        expect((await as(ctx, user, 'POST', '/api/nudges')).statusCode).toBe(409);
      }
      const edit = await as(ctx, aNow, 'PATCH', `/api/messages/${hello.id}`, { text: 'x' });
      expect(errorOf(edit).code).toBe('CONVERSATION_READ_ONLY');
      // a new partner never sees it
      const newcomer = await ctx.registerUser();
      const pending = await invite(ctx, aNow, newcomer);
      await accept(ctx, newcomer, pending.id);
      expect((await page(ctx, newcomer)).messages).toEqual([]);
      expect((await as(ctx, newcomer, 'GET', `/api/messages/${hello.id}`)).statusCode).toBe(404);
      expect((await page(ctx, await fresh(ctx, a))).messages).toEqual([]);
      // back with the same two
      await as(ctx, await fresh(ctx, a), 'DELETE', '/api/couple/disconnect');
      const again = await invite(ctx, await fresh(ctx, a), await fresh(ctx, b));
      await accept(ctx, await fresh(ctx, b), again.id);
      const back = await page(ctx, await fresh(ctx, a));
      expect(back.readOnly).toBe(false);
      expect(back.messages).toHaveLength(2);
      expect(
        (await as(ctx, await fresh(ctx, b), 'POST', '/api/messages', { text: 'về rồi' }))
          .statusCode,
      ).toBe(201);
    });

    it('empties a deleted account’s messages for both, as traces, photos gone', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const photo = await uploadImage(ctx, a);
      const withPhoto = await send(ctx, a, { text: 'ảnh nè', images: [photo.id] });
      const hers = await say(ctx, b, 'đẹp quá');
      await as(ctx, b, 'PUT', `/api/messages/${withPhoto.id}/reaction`, { emoji: '😍' });
      const url = (await page(ctx, b)).messages[1]!.images[0]!.url;
      expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      const deleted = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const left = await page(ctx, await fresh(ctx, b));
      expect(left.readOnly).toBe(true);
      // the other person is the deleted account (null would say b never had a partner)
      expect(left.partner).toMatchObject({ id: null, avatarUrl: null });
      expect(left.partner?.displayName).toBe(left.messages[1]?.author.displayName);
      expect(left.messages.map((m) => m.id)).toEqual([hers.id, withPhoto.id]);
      expect(left.messages[1]).toMatchObject({
        text: null,
        images: [],
        removed: 'account_deleted',
        author: { id: null },
        reactions: [],
      });
      expect(left.messages[0]).toMatchObject({ text: 'đẹp quá', removed: null });
      expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      // the last one to go takes the conversation with them
      await as(ctx, await fresh(ctx, b), 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
      const rest = await ctx.app.core.repositories
        .get('messages')
        .existing([hers.id, withPhoto.id]);
      expect(rest.size).toBe(0);
    });
  });
});
