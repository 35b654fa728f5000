import { randomUUID } from 'node:crypto';
import type { Message, MessagesSearchResponse, ReadState } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { bell, cast, fresh, page, say, send, unread } from './helpers/messages.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';

/**
 * The couple's conversation, continued (messages.test.ts has sending, editing, reactions and
 * the couple ending). The couple's conversation (docs/product-rules.md): the two partners
 * only; edits within 15 minutes; unsend leaves a trace; one reaction each; read pointers
 * forward only; love notes pinned until opened; nudges 10 an hour; read only after a
 * disconnect; a deleted account's messages are emptied for both.
 */
describeEachEngine('the conversation: seen, search, notes, nudges', (engine) => {
  const t = useTestApp(engine);

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

  describe('nudges sent at once', () => {
    it('still lets ten through, and tells the others when the first of the ten leaves the hour', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => as(ctx, a, 'POST', '/api/nudges')),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20);
      // the test clock stands still: the first ten were all sent now, back in an hour
      for (const answer of answers.filter((one) => one.statusCode === 429))
        expect(answer.headers['retry-after']).toBe('3600');
      const told = (await bell(ctx, await fresh(ctx, b))).filter((n) => n.type === 'nudge');
      expect(told.length).toBe(10);
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

  describe('the bell after a reply', () => {
    it('a reply reads the notice of what it answers; marking an already read message reads it too', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await say(ctx, a, 'một');
      await say(ctx, a, 'hai');
      await say(ctx, a, 'ba');
      const unread = async () =>
        (await bell(ctx, b)).filter((n) => n.type === 'message' && !n.isRead);
      expect(await unread()).toHaveLength(1);
      // B answers from the notification, without the page marking anything read
      const reply = await say(ctx, b, 'về liền');
      expect(await unread()).toEqual([]);
      // the next messages start a count of their own: two, not five
      const four = await say(ctx, a, 'bốn');
      const five = await say(ctx, a, 'năm');
      const told = await unread();
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ data: { count: 2 } });
      // read only up to the older of them: one is still unread, so the notice stays
      await as(ctx, b, 'POST', '/api/messages/read', { upToId: four.id });
      expect(await unread()).toHaveLength(1);
      await as(ctx, b, 'POST', '/api/messages/read', { upToId: five.id });
      expect(await unread()).toEqual([]);
      // read on another device up to B's own reply, after a new one: the pointer does not
      // move back, and the notice of the new one stays until it is read
      await say(ctx, a, 'sáu');
      await as(ctx, b, 'POST', '/api/messages/read', { upToId: reply.id });
      expect(await unread()).toHaveLength(1);
      // reading the new one reads its notice
      const six = (await page(ctx, b)).messages[0]!;
      await as(ctx, b, 'POST', '/api/messages/read', { upToId: six.id });
      expect(await unread()).toEqual([]);
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
});
