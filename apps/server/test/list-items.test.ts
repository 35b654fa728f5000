import type { AppNotification, ListItem, ListItemsPage } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { as, connectedPair, errorOf } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { fieldErrors } from './helpers/reminders.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('our list: things to do together, for the two of us only', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  const add = async (ctx: TestApp, user: TestUser, body: object = {}) => {
    const res = await as(ctx, user, 'POST', '/api/list-items', { title: 'Đi Đà Lạt', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ item: ListItem }>().item;
  };
  const write = async (
    ctx: TestApp,
    user: TestUser,
    method: 'PATCH' | 'POST' | 'DELETE',
    url: string,
    body?: object,
  ) => {
    const res = await as(ctx, user, method, url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ item: ListItem }>().item;
  };
  const page = async (ctx: TestApp, user: TestUser, query = '') => {
    const res = await as(ctx, user, 'GET', `/api/list-items${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListItemsPage>();
  };
  const doneNotes = async (ctx: TestApp, user: TestUser) => {
    const res = await as(ctx, user, 'GET', '/api/notifications');
    const { notifications } = res.json<{ notifications: AppNotification[] }>();
    return notifications.filter((n) => n.type === 'list_item_done');
  };

  it('either partner adds, changes, checks off, un-checks and deletes; the other is told', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const item = await add(ctx, a, {
      kind: 'food',
      note: 'Quán ở phố cổ',
      targetDate: '2026-12-20',
      link: 'https://example.com/bun-cha?x=1',
    });
    expect(item).toMatchObject({
      kind: 'food',
      targetDate: '2026-12-20',
      link: 'https://example.com/bun-cha?x=1',
      done: false,
      editable: true,
      author: { id: a.user.id, name: 'An' },
    });
    expect((await page(ctx, b)).items.map((i) => i.id)).toEqual([item.id]);

    const changed = await write(ctx, b, 'PATCH', `/api/list-items/${item.id}`, {
      note: 'Đặt bàn trước',
      link: '',
      targetDate: null,
    });
    expect(changed).toMatchObject({ note: 'Đặt bàn trước', link: null, targetDate: null });
    // an empty string clears a day as it clears the note and the link
    const dated = await write(ctx, b, 'PATCH', `/api/list-items/${item.id}`, {
      targetDate: '2027-01-05',
    });
    expect(dated.targetDate).toBe('2027-01-05');
    const cleared = await write(ctx, b, 'PATCH', `/api/list-items/${item.id}`, {
      targetDate: '',
      note: 'Đặt bàn trước',
    });
    expect(cleared).toMatchObject({ targetDate: null, note: 'Đặt bàn trước' });
    const undated = await add(ctx, a, { title: 'Không hẹn ngày', targetDate: ' ' });
    expect(undated.targetDate).toBeNull();
    await write(ctx, a, 'DELETE', `/api/list-items/${undated.id}`);

    const done = await write(ctx, b, 'POST', `/api/list-items/${item.id}/done`);
    expect(done).toMatchObject({ done: true, doneBy: { id: b.user.id, name: 'Bình' } });
    const doneAgain = await write(ctx, a, 'POST', `/api/list-items/${item.id}/done`);
    expect(doneAgain.doneAt).toBe(done.doneAt);
    expect(doneAgain.doneBy?.id).toBe(b.user.id);
    expect(await doneNotes(ctx, a)).toHaveLength(1);
    expect(await doneNotes(ctx, b)).toHaveLength(0);

    const open = await write(ctx, a, 'DELETE', `/api/list-items/${item.id}/done`);
    expect(open).toMatchObject({ done: false, doneAt: null, doneBy: null });
    const removed = await as(ctx, a, 'DELETE', `/api/list-items/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await page(ctx, b)).items).toEqual([]);
  });

  it('two partners ticking the same item at once: the first stays, and only one is told', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const item = await add(ctx, a, { title: 'Ngắm hoàng hôn' });
    const answers = await Promise.all([
      write(ctx, a, 'POST', `/api/list-items/${item.id}/done`),
      write(ctx, b, 'POST', `/api/list-items/${item.id}/done`),
    ]);
    // both answers and the list show one tick: the same person, the same moment
    const stored = (await page(ctx, a)).items[0];
    for (const answer of answers) {
      expect(answer.doneBy).toEqual(stored?.doneBy);
      expect(answer.doneAt).toBe(stored?.doneAt);
    }
    const ticker = stored?.doneBy?.id;
    expect([a.user.id, b.user.id]).toContain(ticker);
    // the one who ticked first is not told; the other is, once
    const [theirs, mine] = ticker === a.user.id ? [b, a] : [a, b];
    expect(await doneNotes(ctx, theirs)).toHaveLength(1);
    expect(await doneNotes(ctx, mine)).toHaveLength(0);
  });

  it('clears a note sent as null, as an empty one', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const item = await add(ctx, a, { note: 'Mang áo ấm' });
    expect(
      await write(ctx, b, 'PATCH', `/api/list-items/${item.id}`, { note: null }),
    ).toMatchObject({ note: '', title: item.title });
  });

  it('is 404 to a stranger for every item, and lists nothing of ours', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const stranger = await connectedPair(ctx);
    const item = await add(ctx, a);
    for (const [method, url, body] of [
      ['PATCH', `/api/list-items/${item.id}`, { title: 'x' }],
      ['POST', `/api/list-items/${item.id}/done`, undefined],
      ['DELETE', `/api/list-items/${item.id}/done`, undefined],
      ['DELETE', `/api/list-items/${item.id}`, undefined],
    ] as const) {
      const res = await as(ctx, stranger.a, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await page(ctx, stranger.a)).items).toEqual([]);
  });

  it('refuses unsafe links, impossible dates, unknown kinds, blank titles and bad cursors', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    for (const [body, field] of [
      [{ title: 'x', link: 'javascript:alert(1)' }, 'link'],
      [{ title: 'x', link: 'ftp://example.com/a' }, 'link'],
      [{ title: 'x', link: 'https://u:p@example.com' }, 'link'],
      [{ title: 'x', targetDate: '2027-02-29' }, 'targetDate'],
      [{ title: 'x', targetDate: '2026-12-20T10:00:00Z' }, 'targetDate'],
      [{ title: 'x', kind: 'car' }, 'kind'],
      [{ title: '   ' }, 'title'],
      [{ title: 'a'.repeat(201) }, 'title'],
      [{ title: 'x', note: 'a'.repeat(1001) }, 'note'],
    ] as const) {
      const res = await as(ctx, a, 'POST', '/api/list-items', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(fieldErrors(res.body)?.[0]).toMatch(new RegExp(`^${field}:`));
    }
    for (const query of [
      '?cursor=abc',
      // a real instant past year 9999: no cursor this API wrote, and not a 500
      '?cursor=999999999999999.abc',
      '?limit=0',
      '?limit=51',
      '?status=all',
      '?kind=car',
    ])
      expect((await as(ctx, a, 'GET', `/api/list-items${query}`)).statusCode, query).toBe(422);
    for (const [query, code] of [
      ['?limit=0', 'validation.minValue:1'],
      ['?limit=51', 'validation.maxValue:50'],
      ['?limit=x', 'validation.number'],
    ] as const)
      expect(fieldErrors((await as(ctx, a, 'GET', `/api/list-items${query}`)).body)).toEqual([
        `limit:${code}`,
      ]);
  });

  it('pages by cursor without repeats, filtered by status and kind', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const made: ListItem[] = [];
    for (let i = 0; i < 25; i++) {
      made.push(
        await add(ctx, i % 2 ? a : b, { title: `Việc ${i}`, kind: i % 5 ? 'place' : 'gift' }),
      );
      ctx.clock.advance(i % 3 === 0 ? 0 : 1);
    }
    for (const item of made.slice(0, 6))
      await write(ctx, a, 'POST', `/api/list-items/${item.id}/done`);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ListItemsPage = await page(
        ctx,
        b,
        `?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...res.items.map((i) => i.id));
      cursor = res.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((i) => i.id).reverse());

    expect((await page(ctx, a, '?status=done&limit=50')).items).toHaveLength(6);
    expect((await page(ctx, a, '?status=open&limit=50')).items).toHaveLength(19);
    const gifts = (await page(ctx, a, '?kind=gift&limit=50')).items;
    expect(gifts.map((i) => i.title).sort()).toEqual([
      'Việc 0',
      'Việc 10',
      'Việc 15',
      'Việc 20',
      'Việc 5',
    ]);
  });

  it('needs a partner to add; after a disconnect each keeps what they added, read only', async () => {
    const ctx = t();
    const single = await ctx.registerUser();
    const res = await as(ctx, single, 'POST', '/api/list-items', { title: 'Một mình' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('NO_COUPLE');

    const { a, b } = await connectedPair(ctx);
    const mine = await add(ctx, a, { title: 'Của An' });
    await add(ctx, b, { title: 'Của Bình' });
    await as(ctx, a, 'DELETE', '/api/couple/disconnect');
    const left = (await page(ctx, a)).items;
    expect(left.map((i) => [i.title, i.editable])).toEqual([['Của An', false]]);
    const refused = await as(ctx, a, 'POST', `/api/list-items/${mine.id}/done`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('NO_COUPLE');
    // Reconnecting the same two brings the whole list back, editable.
    const again = await as(ctx, a, 'POST', '/api/couple/connect', { partnerEmail: b.email });
    const coupleId = again.json<{ couple: { id: string } }>().couple.id;
    await as(ctx, b, 'POST', '/api/couple/respond', { coupleId, action: 'accept' });
    const back = (await page(ctx, a)).items;
    expect(back.map((i) => [i.title, i.editable]).sort()).toEqual([
      ['Của An', true],
      ['Của Bình', true],
    ]);
  });

  it('a done item remembers the memory made from it, one its people may see', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const stranger = await ctx.registerUser();
    const item = await add(ctx, a, { title: 'Ngắm hoàng hôn', targetDate: '2026-11-20' });
    const memory = await createMemory(ctx, b, { title: item.title, isPrivate: false });
    const theirs = await createMemory(ctx, stranger, { isPrivate: true });

    const early = await as(ctx, a, 'PATCH', `/api/list-items/${item.id}`, { memoryId: memory.id });
    expect(early.statusCode).toBe(422);
    await write(ctx, a, 'POST', `/api/list-items/${item.id}/done`);
    const other = await as(ctx, a, 'PATCH', `/api/list-items/${item.id}`, { memoryId: theirs.id });
    expect(other.statusCode).toBe(422);
    expect(fieldErrors(other.body)).toEqual(['memoryId:validation.invalid']);
    const linked = await write(ctx, a, 'PATCH', `/api/list-items/${item.id}`, {
      memoryId: memory.id,
    });
    expect(linked.memoryId).toBe(memory.id);
  });

  it('deleting an account leaves the list it shared with the partner', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await add(ctx, a, { title: 'Của An' });
    await add(ctx, b, { title: 'Của Bình' });
    const gone = await as(ctx, a, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    const kept = (await page(ctx, b)).items;
    expect(kept.map((i) => [i.title, i.author.id, i.editable]).sort()).toEqual([
      ['Của An', b.user.id, false],
      ['Của Bình', b.user.id, false],
    ]);
  });
});
