import { randomUUID } from 'node:crypto';
import type { AppNotification, Message, MessagesSearchResponse, ReadState } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { accept, as, connectedPair, errorOf, invite } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { fresh, page, say, send } from './helpers/messages.js';
import { fetchFile } from './helpers/upload-files.js';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * The couple's conversation (docs/product-rules.md, The conversation): the two partners
 * only; edits within 15 minutes; unsend leaves a trace; one reaction each; read pointers
 * forward only; love notes pinned until opened; nudges 10 an hour; read only after a
 * disconnect; a deleted account's messages are emptied for both.
 */
describeEachEngine('the conversation', (engine) => {
  const t = useTestApp(engine);

  /** two people connected with each other, and a stranger and another couple */
  async function cast(ctx: TestApp) {
    const { a, b, couple } = await connectedPair(ctx);
    const stranger = await ctx.registerUser({ displayName: 'Lạ' });
    const other = await connectedPair(ctx);
    return { a, b, couple, stranger, other: other.a };
  }

  const unread = async (ctx: TestApp, user: TestUser) =>
    (await as(ctx, user, 'GET', '/api/messages/unread')).json<{ count: number; capped: boolean }>();

  const bell = async (ctx: TestApp, user: TestUser) =>
    (await as(ctx, user, 'GET', '/api/notifications')).json<{
      notifications: AppNotification[];
    }>().notifications;

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
        replyTo: first.id,
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
      const answer = await send(ctx, b, { text: 'Em cũng vậy', replyTo: question.id });
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

  describe('seen and unread', () => {
    it('moves a read pointer forward only; the page tells the partner’s; unread counts theirs', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const one = await say(ctx, a, 'một');
      const two = await say(ctx, a, 'hai');
      const three = await say(ctx, a, 'ba');
      expect(await unread(ctx, b)).toEqual({ count: 3, capped: false });
      expect(await unread(ctx, a)).toEqual({ count: 0, capped: false });
      const read = (upToId: string) =>
        as(ctx, b, 'POST', '/api/messages/read', { upToId }).then((r) => r.json<ReadState>());
      expect((await read(two.id)).myReadUpTo).toMatchObject({
        id: two.id,
        createdAt: two.createdAt,
      });
      expect(await unread(ctx, b)).toEqual({ count: 1, capped: false });
      // never back
      expect((await read(one.id)).myReadUpTo?.id).toBe(two.id);
      expect(await unread(ctx, b)).toEqual({ count: 1, capped: false });
      expect((await page(ctx, a)).partnerReadUpTo).toMatchObject({ id: two.id });
      await read(three.id);
      expect(await unread(ctx, b)).toEqual({ count: 0, capped: false });
      expect((await page(ctx, a)).partnerReadUpTo?.id).toBe(three.id);
      // an unsent message of the partner does not count
      const four = await say(ctx, a, 'bốn');
      expect(await unread(ctx, b)).toEqual({ count: 1, capped: false });
      await as(ctx, a, 'DELETE', `/api/messages/${four.id}`);
      expect(await unread(ctx, b)).toEqual({ count: 0, capped: false });
      // sending reads up to what I send
      await say(ctx, a, 'năm');
      await say(ctx, b, 'sáu');
      expect(await unread(ctx, b)).toEqual({ count: 0, capped: false });
    });

    it('stops counting at 99', async () => {
      const ctx = t();
      const { a, b, couple } = await connectedPair(ctx);
      const repository = ctx.app.core.repositories.get('messages');
      const base = ctx.clock.now().getTime();
      for (let i = 0; i < 105; i++)
        await repository.insert(
          {
            id: randomUUID(),
            coupleId: couple.id,
            authorId: a.user.id,
            kind: 'text',
            text: `${i}`,
            createdAt: new Date(base + i),
          },
          [],
        );
      expect(await unread(ctx, b)).toEqual({ count: 99, capped: true });
    });
  });

  describe('search', () => {
    it('finds words with or without accents, in any case, never an unsent message', async () => {
      const ctx = t();
      const { a, b, stranger } = await cast(ctx);
      const trip = await say(ctx, a, 'Cuối tuần đi Đà Lạt nhé');
      await say(ctx, b, 'Ăn bánh căn');
      const gone = await say(ctx, b, 'Đà Lạt lạnh lắm');
      await as(ctx, b, 'DELETE', `/api/messages/${gone.id}`);
      const search = async (user: TestUser, q: string) => {
        const res = await as(ctx, user, 'GET', `/api/messages/search?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<MessagesSearchResponse>().messages.map((m) => m.id);
      };
      expect(await search(b, 'da lat')).toEqual([trip.id]);
      expect(await search(a, 'ĐÀ LẠT')).toEqual([trip.id]);
      expect(await search(a, 'Da Lat cuoi tuan')).toEqual([trip.id]);
      expect(await search(a, 'hà nội')).toEqual([]);
      expect(await search(stranger, 'da lat')).toEqual([]);
      expect((await as(ctx, a, 'GET', '/api/messages/search?q=')).statusCode).toBe(422);
    });

    it('pages its results by cursor', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const sent: string[] = [];
      for (let i = 0; i < 5; i++) sent.push((await say(ctx, a, `nhớ em lần ${i}`)).id);
      const first = (
        await as(ctx, a, 'GET', '/api/messages/search?q=nho%20em&limit=3')
      ).json<MessagesSearchResponse>();
      expect(first.messages.map((m) => m.id)).toEqual(sent.slice(2).reverse());
      const second = (
        await as(
          ctx,
          a,
          'GET',
          `/api/messages/search?q=nho%20em&limit=3&before=${first.nextCursor}`,
        )
      ).json<MessagesSearchResponse>();
      expect(second.messages.map((m) => m.id)).toEqual(sent.slice(0, 2).reverse());
      expect(second.nextCursor).toBeNull();
    });
  });

  describe('love notes', () => {
    it('is pinned for the partner until they open it, then stays as a note', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const note = await send(ctx, a, { kind: 'note', text: 'Chúc em ngày mới vui 🌞' });
      expect(note).toMatchObject({ kind: 'note', openedAt: null });
      const pinned = async (user: TestUser) =>
        (await as(ctx, user, 'GET', '/api/messages/notes/pinned')).json<{ notes: Message[] }>()
          .notes;
      expect((await pinned(b)).map((n) => n.id)).toEqual([note.id]);
      expect(await pinned(a)).toEqual([]);
      expect((await as(ctx, a, 'POST', `/api/messages/${note.id}/open`)).statusCode).toBe(403);
      const opened = await as(ctx, b, 'POST', `/api/messages/${note.id}/open`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json<Message>().openedAt).not.toBeNull();
      expect(await pinned(b)).toEqual([]);
      expect((await page(ctx, b)).messages[0]).toMatchObject({ id: note.id, kind: 'note' });
      // opening again changes nothing
      const again = await as(ctx, b, 'POST', `/api/messages/${note.id}/open`);
      expect(again.json<Message>().openedAt).toBe(opened.json<Message>().openedAt);
      // a text is not a note; a note is short and has no photos
      const textMessage = await say(ctx, a, 'tin thường');
      expect((await as(ctx, b, 'POST', `/api/messages/${textMessage.id}/open`)).statusCode).toBe(
        404,
      );
      const long = await as(ctx, a, 'POST', '/api/messages', {
        kind: 'note',
        text: 'x'.repeat(281),
      });
      expect(long.statusCode).toBe(422);
    });
  });

  describe('nudges', () => {
    it('sends ten an hour, the eleventh is 429 with Retry-After', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      for (let i = 0; i < 10; i++)
        expect((await as(ctx, a, 'POST', '/api/nudges')).statusCode).toBe(201);
      const eleventh = await as(ctx, a, 'POST', '/api/nudges');
      expect(eleventh.statusCode).toBe(429);
      const wait = Number(eleventh.headers['retry-after']);
      expect(wait).toBeGreaterThan(3000);
      expect(wait).toBeLessThanOrEqual(3600);
      // the partner has their own ten
      expect((await as(ctx, b, 'POST', '/api/nudges')).statusCode).toBe(201);
      ctx.clock.advance(3601);
      expect((await as(ctx, await fresh(ctx, a), 'POST', '/api/nudges')).statusCode).toBe(201);
      const told = (await bell(ctx, await fresh(ctx, b))).filter((n) => n.type === 'nudge');
      expect(told.length).toBe(11);
    });
  });

  describe('notifications', () => {
    it('folds the partner’s unread messages into one, and obeys the messages toggle', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await say(ctx, a, 'một');
      await say(ctx, a, 'hai');
      const three = await say(ctx, a, 'ba');
      const told = (await bell(ctx, b)).filter((n) => n.type === 'message');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ data: { count: 3, actorName: 'An' }, link: '/messages' });
      expect((await bell(ctx, a)).filter((n) => n.type === 'message')).toEqual([]);
      // reading the conversation reads it; the next message starts a new one
      await as(ctx, b, 'POST', '/api/messages/read', { upToId: three.id });
      expect((await bell(ctx, b)).filter((n) => n.type === 'message' && !n.isRead)).toEqual([]);
      await say(ctx, a, 'bốn');
      expect((await bell(ctx, b)).filter((n) => n.type === 'message' && !n.isRead)).toHaveLength(1);
      // off: nothing more
      await as(ctx, b, 'PUT', '/api/user/preferences', { notifications: { messages: false } });
      await as(ctx, b, 'POST', '/api/messages/read', { upToId: three.id });
      const before = (await bell(ctx, b)).length;
      await say(ctx, a, 'năm');
      expect((await bell(ctx, b)).length).toBe(before);
    });
  });

  describe('idempotency', () => {
    it('creates a message queued offline and sent twice once', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const key = randomUUID();
      const first = await send(ctx, a, { text: 'gửi lúc mất mạng' }, key);
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { ...authHeader(a.token), 'idempotency-key': key },
        payload: { text: 'gửi lúc mất mạng' },
      });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<Message>().id).toBe(first.id);
      expect((await page(ctx, b)).messages).toHaveLength(1);
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
