import { endpoint } from '@doita/shared';
import type {
  EndpointDefinition,
  MemoryPlace,
  TimelinePage,
  UpcomingReminders,
} from '@doita/shared';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoutes } from '../src/lib/contract-route.js';
import type { ZodApp } from '../src/lib/http.js';
import { signedInUser } from '../src/modules/auth/index.js';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { createReminder, inMinutes, refreshed } from './helpers/reminders.js';
import { signInAgain, signOut } from './helpers/sessions.js';
import { TEST_PASSWORD, authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * GET /reminders/upcoming, the timeline's first page and the map read their caller in the page's own
 * statement instead of in the authenticate hook: they must let in exactly whom
 * `authenticate` lets in, and show each exactly what the other lists show them.
 */
describeEachEngine('a page that signs its caller in with its own read', (engine) => {
  const t = useTestApp(engine);
  const UPCOMING = '/api/reminders/upcoming';

  const upcoming = async (ctx: TestApp, user: TestUser, query = '') => {
    const res = await as(ctx, user, 'GET', `${UPCOMING}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UpcomingReminders>();
  };
  const statusOf = async (ctx: TestApp, token: string) =>
    (await ctx.app.inject({ method: 'GET', url: UPCOMING, headers: authHeader(token) })).statusCode;

  it("shows mine and my partner's shared reminders, never the private ones, with our occasions", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    expect(
      (await as(ctx, b, 'PUT', '/api/user/me', { dateOfBirth: '1996-02-29' })).statusCode,
    ).toBe(200);
    const mine = await createReminder(ctx, a, { title: 'Của An', datetime: inMinutes(ctx, 60) });
    await createReminder(ctx, b, { title: 'Của Bình', datetime: inMinutes(ctx, 120) });
    await createReminder(ctx, b, {
      title: 'Bí mật của Bình',
      datetime: inMinutes(ctx, 90),
      isPrivate: true,
    });
    await createReminder(ctx, a, { title: 'Tháng sau', datetime: inMinutes(ctx, 60 * 24 * 20) });

    const seen = await upcoming(ctx, a, '?days=7');
    expect(seen.reminders.map((r) => r.title)).toEqual(['Của An', 'Của Bình']);
    // the page's rows come as JSON: each reminder reads exactly as GET /reminders/:id has it
    const one = await as(ctx, a, 'GET', `/api/reminders/${mine.id}`);
    expect(seen.reminders[0]).toEqual(one.json<{ reminder: unknown }>().reminder);
    expect(seen.pagination).toMatchObject({ currentPage: 1, totalReminders: 2, totalPages: 1 });

    const bSees = await upcoming(ctx, b, '?days=7');
    expect(bSees.reminders.map((r) => r.title)).toEqual(['Của An', 'Bí mật của Bình', 'Của Bình']);
    // the partner's birthday and our first anniversary are read with the page: a year's window
    const year = await upcoming(ctx, a, '?days=366');
    expect(year.occasions.some((o) => o.kind === 'birthday' && o.userId === b.user.id)).toBe(true);
    expect(year.occasions.some((o) => o.kind === 'anniversary' && o.years === 1)).toBe(true);
    expect(year.reminders.map((r) => r.title)).toContain('Tháng sau');
  });

  it('pages: the second page, past the end, and a quiet window all answer with their totals', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    for (const minutes of [30, 60, 90])
      await createReminder(ctx, user, { title: `R${minutes}`, datetime: inMinutes(ctx, minutes) });
    const second = await upcoming(ctx, user, '?limit=2&page=2');
    expect(second.reminders.map((r) => r.title)).toEqual(['R90']);
    expect(second.pagination).toMatchObject({ currentPage: 2, totalReminders: 3, totalPages: 2 });
    expect(second.occasions).toEqual([]);
    const past = await upcoming(ctx, user, '?limit=2&page=5');
    expect(past.reminders).toEqual([]);
    expect(past.pagination.totalReminders).toBe(3);
    const quiet = await upcoming(ctx, await ctx.registerUser());
    expect(quiet.reminders).toEqual([]);
    expect(quiet.pagination.totalReminders).toBe(0);
  });

  it('after the couple ends, each sees only their own: the viewer is read, not remembered', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await createReminder(ctx, b, { title: 'Của Bình', datetime: inMinutes(ctx, 60) });
    expect((await upcoming(ctx, a)).reminders.map((r) => r.title)).toEqual(['Của Bình']);
    expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    expect((await upcoming(ctx, a)).reminders).toEqual([]);
    expect((await upcoming(ctx, b)).reminders.map((r) => r.title)).toEqual(['Của Bình']);
  });

  it('refuses what authenticate refuses: no token, a bad one, an ended session, a changed password, a deleted account', async () => {
    const ctx = t();
    expect((await ctx.app.inject({ method: 'GET', url: UPCOMING })).statusCode).toBe(401);
    expect(await statusOf(ctx, 'not.a.token')).toBe(401);
    const user = await ctx.registerUser();
    const [head, body] = user.token.split('.');
    expect(await statusOf(ctx, `${head}.${body}.${'A'.repeat(43)}`)).toBe(401);

    // signed out on one device: that session's token stops at once, the other's goes on
    const laptop = await signInAgain(ctx, user);
    expect(await statusOf(ctx, laptop.token)).toBe(200);
    await signOut(ctx, laptop);
    expect(await statusOf(ctx, laptop.token)).toBe(401);
    expect(await statusOf(ctx, user.token)).toBe(200);

    // a new password ends every token signed before it, with or without a session
    const versionOnly = await refreshed(ctx, user);
    expect(await statusOf(ctx, versionOnly.token)).toBe(200);
    const changed = await as(ctx, user, 'PUT', '/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another-Horse-10',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOf(ctx, user.token)).toBe(401);
    expect(await statusOf(ctx, versionOnly.token)).toBe(401);

    // a deleted account: no such user any more
    const gone = await ctx.registerUser();
    expect(await statusOf(ctx, gone.token)).toBe(200);
    const deleted = await as(ctx, gone, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statusOf(ctx, gone.token)).toBe(401);
  });

  it('the timeline: a first page (one statement) and a later one (read first) show mine and our shared, and refuse what authenticate refuses', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    for (const [who, title, isPrivate] of [
      [a, 'Của An', false],
      [b, 'Của Bình', false],
      [b, 'Bí mật của Bình', true],
      [a, 'Cũ của An', false],
    ] as const)
      await createMemory(ctx, who, { title, isPrivate, date: '2025-03-08' });
    const timeline = async (user: TestUser, query = '') => {
      const res = await as(ctx, user, 'GET', `/api/timeline?filter=all&limit=2${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TimelinePage>();
    };
    const first = await timeline(a);
    const second = await timeline(a, `&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    const titles = [...first.items, ...second.items].flatMap((item) =>
      item.kind === 'memory' ? [item.title] : [],
    );
    expect(titles.sort()).toEqual(['Cũ của An', 'Của An', 'Của Bình']);

    const laptop = await signInAgain(ctx, a);
    const cursor = `&cursor=${encodeURIComponent(first.nextCursor ?? '')}`;
    const status = async (user: TestUser, query = '') =>
      (await as(ctx, user, 'GET', `/api/timeline?filter=all&limit=2${query}`)).statusCode;
    expect([await status(laptop), await status(laptop, cursor)]).toEqual([200, 200]);
    await signOut(ctx, laptop);
    expect([await status(laptop), await status(laptop, cursor)]).toEqual([401, 401]);
    const memoriesOnly = await as(ctx, laptop, 'GET', '/api/timeline?filter=memories');
    expect(memoriesOnly.statusCode).toBe(401);
    expect([await status(a), await status(a, cursor)]).toEqual([200, 200]);
    const deleted = await as(ctx, b, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect([await status(b), await status(b, cursor)]).toEqual([401, 401]);
  });

  it('the map: mine and our shared places, never a private one, and refused as authenticate refuses', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const DALAT = { name: 'Đà Lạt', lat: 11.9404, lng: 108.4583 };
    const HOI_AN = { name: 'Hội An', lat: 15.8801, lng: 108.338 };
    const HUE = { name: 'Huế', lat: 16.4637, lng: 107.5909 };
    const mine = await createMemory(ctx, a, { location: DALAT, date: '2025-03-08' });
    const theirs = await createMemory(ctx, b, { location: DALAT, date: '2025-03-09' });
    const hoiAn = await createMemory(ctx, b, { location: HOI_AN });
    await createMemory(ctx, b, { location: HUE, isPrivate: true });
    // another couple's place is nobody else's
    await createMemory(ctx, (await connectedPair(ctx)).a, { location: HUE });
    const map = async (user: TestUser) => {
      const res = await as(ctx, user, 'GET', '/api/memories/places');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ places: MemoryPlace[]; truncated: boolean }>();
    };
    // read in one statement, the places keep their order and their fields' types
    expect(await map(a)).toEqual({
      places: [
        { ...DALAT, count: 2, memoryIds: [theirs.id, mine.id] },
        { ...HOI_AN, count: 1, memoryIds: [hoiAn.id] },
      ],
      truncated: false,
    });
    // (the two with one memory tie: their order is the name's, which is the collation's)
    expect((await map(b)).places.map((p) => `${p.name} ${p.count}`).toSorted()).toEqual(
      ['Huế 1', 'Hội An 1', 'Đà Lạt 2'].toSorted(),
    );
    // the couple ended: each sees their own, read anew
    expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    expect(await map(a)).toEqual({
      places: [{ ...DALAT, count: 1, memoryIds: [mine.id] }],
      truncated: false,
    });
    expect(await map(await ctx.registerUser())).toEqual({ places: [], truncated: false });

    const status = async (token?: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/memories/places',
          ...(token ? { headers: authHeader(token) } : {}),
        })
      ).statusCode;
    expect(await status()).toBe(401);
    expect(await status('not.a.token')).toBe(401);
    const laptop = await signInAgain(ctx, a);
    expect(await status(laptop.token)).toBe(200);
    await signOut(ctx, laptop);
    expect(await status(laptop.token)).toBe(401);
    expect(await status(a.token)).toBe(200);
    const deleted = await as(ctx, b, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await status(b.token)).toBe(401);
  });

  it('the search (one statement) and a tag (signed in first): mine and our shared, read anew after the couple ends, and refused as authenticate refuses', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const mine = await createMemory(ctx, a, { title: 'Biển của An', tags: ['travel'] });
    await createMemory(ctx, b, { title: 'Biển của Bình', tags: ['travel'], date: '2025-01-01' });
    await createMemory(ctx, b, { title: 'Biển bí mật', tags: ['travel'], isPrivate: true });
    await createMemory(ctx, (await connectedPair(ctx)).a, { title: 'Biển lạ', tags: ['travel'] });
    const urls = ['/api/memories/search?q=bien', '/api/memories/tag/travel'];
    const titles = async (user: TestUser) => {
      const seen = [];
      for (const url of urls) {
        const res = await as(ctx, user, 'GET', url);
        expect(res.statusCode, res.body).toBe(200);
        const { memories } = res.json<{ memories: { id: string; title: string }[] }>();
        seen.push(memories.map((m) => m.title).toSorted());
      }
      return seen;
    };
    const ours = ['Biển của An', 'Biển của Bình'];
    expect(await titles(a)).toEqual([ours, ours]);
    // the rows come as JSON: each reads exactly as GET /memories/:id has it, links apart
    const found = await as(ctx, a, 'GET', '/api/memories/search?q=bien%20cua%20an');
    const one = await as(ctx, a, 'GET', `/api/memories/${mine.id}`);
    expect(found.json<{ memories: unknown[] }>().memories[0]).toEqual(
      one.json<{ memory: unknown }>().memory,
    );

    expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBe(200);
    expect(await titles(a)).toEqual([['Biển của An'], ['Biển của An']]);
    const bOwn = ['Biển bí mật', 'Biển của Bình'];
    expect(await titles(b)).toEqual([bOwn, bOwn]);

    const statuses = async (token?: string) =>
      Promise.all(
        urls.map(
          async (url) =>
            (
              await ctx.app.inject({
                method: 'GET',
                url,
                ...(token ? { headers: authHeader(token) } : {}),
              })
            ).statusCode,
        ),
      );
    expect(await statuses()).toEqual([401, 401]);
    expect(await statuses('not.a.token')).toEqual([401, 401]);
    const laptop = await signInAgain(ctx, a);
    expect(await statuses(laptop.token)).toEqual([200, 200]);
    await signOut(ctx, laptop);
    expect(await statuses(laptop.token)).toEqual([401, 401]);
    expect(await statuses(a.token)).toEqual([200, 200]);
    const deleted = await as(ctx, b, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await statuses(b.token)).toEqual([401, 401]);
  });

  it("names each reminder's author, read in the same statement", async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    await createReminder(ctx, b, { title: 'Của Bình', datetime: inMinutes(ctx, 60) });
    const [reminder] = (await upcoming(ctx, a)).reminders;
    expect(reminder?.author).toEqual({ id: b.user.id, displayName: 'Bình', avatarUrl: null });
    expect(reminder?.userId).toBe(b.user.id);
  });
});

/** A declared read whose handler signs its caller in itself, registered through contractRoutes(). */
const readEndpoint = (extra: Partial<EndpointDefinition> = {}) =>
  endpoint({
    operationId: 'readTestPage',
    method: 'GET',
    path: '/test/page',
    summary: 'test only',
    tags: ['health'],
    security: 'bearer',
    responses: { 200: z.object({ id: z.string() }) },
    errors: [401],
    ...extra,
  });

describe('signsInItself through contractRoutes()', () => {
  const ctx = useTestApp('pglite', {
    extraRoutes: (app) => {
      // a handler that never signs its caller in: signedInUser still refuses
      const routes = contractRoutes(
        { read: readEndpoint() },
        {
          read: {
            signsInItself: true,
            handler: (request) => Promise.resolve({ id: signedInUser(request).id }),
          },
        },
      );
      void app.register(routes);
    },
  });

  it('a handler that never signs its caller in answers 401, even to a valid token', async () => {
    const user = await ctx().registerUser();
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/test/page',
      headers: authHeader(user.token),
    });
    expect(res.statusCode).toBe(401);
    expect((await ctx().app.inject({ method: 'GET', url: '/test/page' })).statusCode).toBe(401);
  });

  it.each([
    ['a route a guest may call', { security: 'optional' as const }],
    [
      'a rate-limited route',
      { rateLimit: { max: 5, timeWindow: '1 minute', per: 'user' as const } },
    ],
  ])('is refused at start on %s', (_name, extra) => {
    const register = contractRoutes(
      { read: readEndpoint(extra) },
      {
        read: {
          signsInItself: true,
          handler: () => Promise.resolve({ id: 'x' }),
        },
      },
    );
    expect(() => register(Fastify() as unknown as ZodApp)).toThrow(
      'readTestPage: only a signed-in route without a rate limit signs in itself',
    );
  });
});
