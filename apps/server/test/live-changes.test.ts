import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { openStream } from './helpers/event-stream.js';
import { BLOG_POST, MEMORY } from './helpers/route-catalogue.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Whatever one partner does reaches the other's open screens. Every
 * successful write of a signed-in person sends `changed` (with the areas it touched) to
 * their couple and to themselves; a couple write also reaches whoever it concerned.
 */
describeEachEngine('live changes reach the partner', (engine) => {
  const t = useTestApp(engine);
  let base = '';
  beforeAll(async () => {
    await t().app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t().app.server.address() as AddressInfo).port}`;
  });

  const streamOf = async (ctx: TestApp, user: TestUser) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/ticket',
      headers: authHeader(user.token),
    });
    const stream = await openStream(base, res.json<{ ticket: string }>().ticket);
    expect(stream.res.status).toBe(200);
    return stream;
  };
  const changes = (stream: Awaited<ReturnType<typeof streamOf>>) =>
    stream.data.filter((_data, index) => stream.events[index] === 'changed');

  it('a memory, a post and a reminder of one partner each reach the other within two seconds', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const partner = await streamOf(ctx, b);
    const writes: Array<[string, string, object, string]> = [
      ['POST', '/api/memories', { ...MEMORY, isPrivate: false }, 'memories'],
      ['POST', '/api/blog/posts', { ...BLOG_POST, privacy: 'couple' }, 'blog'],
      [
        'POST',
        '/api/reminders',
        {
          title: 'Sinh nhật',
          datetime: new Date(ctx.clock.now().getTime() + 3 * 86_400_000).toISOString(),
          type: 'birthday',
        },
        'reminders',
      ],
    ];
    for (const [method, url, payload, area] of writes) {
      const before = changes(partner).length;
      const started = Date.now();
      const res = await as(ctx, a, method as 'POST', url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      while (changes(partner).length === before && Date.now() - started < 2000)
        await new Promise((r) => setTimeout(r, 20));
      expect(changes(partner).length, `${url} reached the partner`).toBe(before + 1);
      const last = changes(partner).at(-1);
      expect(last?.by).toBe(a.user.id);
      expect(last?.areas?.split(',')).toContain(area);
    }
    await partner.close();
  });

  it('a stream opening says how long ago its couple last changed: the partner’s write just before it, nothing for a stranger', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const stranger = await ctx.registerUser();
    // a's own stream hears a's write once it went round (PostgreSQL's NOTIFY comes back
    // after the answer): by then every server of the couple has heard it
    const own = await streamOf(ctx, a);
    // b's screen read its first answers; a writes before b's stream listens
    const res = await as(ctx, a, 'POST', '/api/memories', { ...MEMORY, isPrivate: false });
    expect(res.statusCode, res.body).toBe(201);
    await own.waitFor('changed');
    await own.close();
    const partner = await streamOf(ctx, b);
    const other = await streamOf(ctx, stranger);
    await partner.waitForHello();
    await other.waitForHello();
    const ago = partner.hello?.changedAgoMs;
    expect(typeof ago).toBe('number');
    expect(ago).toBeGreaterThanOrEqual(0);
    expect(ago).toBeLessThan(5_000);
    expect(other.hello?.changedAgoMs).toBeUndefined();
    expect(typeof other.hello?.listeningForMs).toBe('number');
    expect(partner.events).toEqual([]);
    await partner.close();
    await other.close();
  });

  it('reads, failures and a stranger’s writes send nothing', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const stranger = await ctx.registerUser();
    const partner = await streamOf(ctx, b);
    await as(ctx, a, 'GET', '/api/memories');
    const refused = await as(ctx, a, 'POST', '/api/memories', { title: '' });
    expect(refused.statusCode).toBe(422);
    await as(ctx, stranger, 'POST', '/api/memories', MEMORY);
    await new Promise((r) => setTimeout(r, 300));
    expect(changes(partner)).toEqual([]);
    await partner.close();
  });

  it('a memory comment deleted and brought back from the trash reaches the partner both times', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const created = await as(ctx, a, 'POST', '/api/memories', { ...MEMORY, isPrivate: false });
    const memoryId = created.json<{ memory: { id: string } }>().memory.id;
    const commented = await as(ctx, a, 'POST', `/api/memories/${memoryId}/comments`, {
      content: 'Nhớ quá',
    });
    const commentId = commented.json<{ comment: { id: string } }>().comment.id;
    const partner = await streamOf(ctx, b);
    const writes: Array<[string, string, string]> = [
      ['DELETE', `/api/memories/${memoryId}/comments/${commentId}`, 'memories'],
      ['POST', `/api/trash/comment/${commentId}/restore`, 'trash'],
    ];
    for (const [method, url, area] of writes) {
      const before = changes(partner).length;
      const started = Date.now();
      const res = await as(ctx, a, method as 'POST', url);
      expect(res.statusCode, res.body).toBe(200);
      while (changes(partner).length === before && Date.now() - started < 2000)
        await new Promise((r) => setTimeout(r, 20));
      expect(changes(partner).at(-1), `${method} ${url} reached the partner`).toEqual({
        areas: area,
        by: a.user.id,
      });
    }
    await partner.close();
  });

  it('the partner’s reactions and comments on a memory each reach its keeper’s page as one event', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const created = await as(ctx, a, 'POST', '/api/memories', { ...MEMORY, isPrivate: false });
    const memoryId = created.json<{ memory: { id: string } }>().memory.id;
    const keeper = await streamOf(ctx, a);
    const heardBefore = keeper.events.length;
    const writes: Array<[string, string, object | undefined]> = [
      ['PUT', `/api/memories/${memoryId}/reaction`, { emoji: '❤️' }],
      ['PUT', `/api/memories/${memoryId}/reaction`, { emoji: '😂' }],
      ['POST', `/api/memories/${memoryId}/comments`, { content: 'Đà Lạt lạnh ghê' }],
      ['DELETE', `/api/memories/${memoryId}/reaction`, undefined],
    ];
    for (const [method, url, payload] of writes) {
      const before = changes(keeper).length;
      const res = await as(ctx, b, method as 'POST', url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const started = Date.now();
      while (changes(keeper).length === before && Date.now() - started < 2000)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 300));
      expect(changes(keeper).slice(before), `${method} ${url}`).toEqual([
        { areas: 'memories', by: b.user.id },
      ]);
    }
    // one `changed` a write, and nothing beside it that would make the page ask again
    // (the keeper's bell hears of the reactions and the comment: `notification`)
    const names = keeper.events.slice(heardBefore).filter((name) => name !== 'notification');
    expect(names).toEqual(writes.map(() => 'changed'));
    await keeper.close();
  });

  it('a couple write goes to the couple and to the partner’s own topic, and reaches each open page once', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const partner = await streamOf(ctx, b);
    const own = await streamOf(ctx, a);
    const writes: Array<[string, object]> = [
      ['/api/user/anniversary', { anniversaryDate: '2024-02-29' }],
      ['/api/user/me', { displayName: 'An 🌸' }],
    ];
    for (const [url, payload] of writes) {
      const before = [changes(partner).length, changes(own).length];
      const res = await as(ctx, a, 'PUT', url, payload);
      expect(res.statusCode, res.body).toBe(200);
      const started = Date.now();
      while (changes(partner).length === before[0] && Date.now() - started < 2000)
        await new Promise((r) => setTimeout(r, 20));
      // the copies of one write arrive together: a while after the first, none followed
      await new Promise((r) => setTimeout(r, 300));
      const heard = changes(partner).slice(before[0]);
      expect(heard, `${url} on the partner’s page`).toHaveLength(1);
      expect(heard[0]?.by).toBe(a.user.id);
      expect(changes(own).slice(before[1]), `${url} on the writer’s other page`).toEqual(heard);
    }
    await Promise.all([partner.close(), own.close()]);
  });

  it('an invitation, its acceptance and a disconnect reach the other person, couple or not yet', async () => {
    const ctx = t();
    const a = await ctx.registerUser({ displayName: 'An' });
    const b = await ctx.registerUser({ displayName: 'Bình' });
    const invitee = await streamOf(ctx, b);
    const pending = await invite(ctx, a, b);
    await invitee.waitFor('changed', 2000);
    expect(changes(invitee).at(-1)).toEqual({ areas: 'couple', by: a.user.id });

    const inviter = await streamOf(ctx, a);
    await accept(ctx, b, pending.id);
    await inviter.waitFor('changed', 2000);
    expect(changes(inviter).at(-1)).toEqual({ areas: 'couple', by: b.user.id });

    const count = changes(invitee).length;
    const res = await as(ctx, a, 'DELETE', '/api/couple/disconnect');
    expect(res.statusCode, res.body).toBe(200);
    const started = Date.now();
    while (changes(invitee).length === count && Date.now() - started < 2000)
      await new Promise((r) => setTimeout(r, 20));
    expect(changes(invitee).at(-1)).toEqual({ areas: 'couple', by: a.user.id });
    await Promise.all([invitee.close(), inviter.close()]);
  });
});
