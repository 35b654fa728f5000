import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { as } from '../helpers/couple.js';
import { createMemory } from '../helpers/memories.js';
import { createPost } from '../helpers/blog.js';
import { createReminder } from '../helpers/reminders.js';
import { describeEachEngine, useTestApp } from '../helpers/test-app.js';
import type { TestUser } from '../helpers/test-app.js';

/**
 * The statements each of the bench's hot reads sends (bench/run.mjs), counted at the driver:
 * both engines reach the database through `pg` (PGlite on its worker thread too), and every
 * `Client#query` is one round trip (pg never pipelines). The counts are the ceiling: a change
 * that adds a statement to one of these pages fails here, so the round trips cannot creep back
 * (docs/benchmarks.md, "Round trips").
 */
const EXPECTED: Record<string, number> = {
  'auth profile': 1,
  // authentication, then the page with its total, photos, reactions and comment counts
  'memories page 1': 2,
  // the caller, the ranked page, its total, photos, reactions and comment counts in one statement
  'memories search': 1,
  // authentication, then the places with their counts and newest ids in one statement
  'places on the map': 2,
  // authentication, then our places used last, read off their counts and indexes
  'our places': 2,
  'blog public post': 1,
  'blog list': 2,
  dashboard: 6,
  // authentication, then the memories', reminders' and posts' arms in one statement
  'timeline page 1': 2,
  'reminders upcoming': 2,
  'question of the day': 5,
  'checkins 30 days': 3,
  // authentication; the page, both read pointers and the partner; its photos, reactions,
  // quoted messages and their photo counts
  'conversation page': 8,
};

/** The SQL sent while `run` runs, statement by statement (the texts, for the failure message). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const prototype = pg.Client.prototype as unknown as {
    query: (this: pg.Client, ...args: unknown[]) => unknown;
  };
  const query = prototype.query;
  // Wrapped for the duration of one request only; every argument passes through unchanged.
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string };
    sent.push(typeof first === 'string' ? first : (first.name ?? first.text ?? '?'));
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = query;
  }
  return sent;
}

describeEachEngine('round trips of the hot reads', (engine) => {
  const t = useTestApp(engine);
  let a: TestUser;
  let postId = '';
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    const ctx = t();
    a = await ctx.registerUser({ displayName: 'An' });
    const b = await ctx.registerUser({ displayName: 'Bình' });
    const invite = await as(ctx, a, 'POST', '/api/couple/connect', { partnerEmail: b.email });
    const coupleId = invite.json<{ couple: { id: string } }>().couple.id;
    await as(ctx, b, 'POST', '/api/couple/respond', { coupleId, action: 'accept' });
    for (let i = 0; i < 3; i++) {
      await createMemory(ctx, a, { title: `hoang hon da lat ${i}`, date: `2025-0${i + 1}-10` });
      await createMemory(ctx, b, { title: `Đà Lạt ${i}` });
      await createMemory(ctx, a, {
        location: { name: i ? 'Đà Lạt' : 'Hội An', lat: 11.94 + i, lng: 108.45 },
      });
      await createReminder(ctx, a);
    }
    postId = (await createPost(ctx, a, { privacy: 'public', status: 'published' })).id;
    const first = await as(ctx, a, 'POST', '/api/messages', { text: 'Chào em' });
    const replyToId = first.json<{ id: string }>().id;
    await as(ctx, b, 'POST', '/api/messages', { text: 'Chào anh', replyToId });
  });

  afterAll(() => {
    // every count at once in the run's output, not only the first that failed
    console.warn(`round trips [${engine}]`, JSON.stringify(counts));
  });

  const scenarios: { name: string; url: () => string; guest?: boolean }[] = [
    { name: 'auth profile', url: () => '/api/auth/profile' },
    { name: 'memories page 1', url: () => '/api/memories?page=1&limit=10' },
    {
      name: 'memories search',
      url: () => '/api/memories/search?q=hoang%20hon%20da%20lat&page=1&limit=10',
    },
    { name: 'places on the map', url: () => '/api/memories/places' },
    { name: 'our places', url: () => '/api/places' },
    { name: 'blog public post', url: () => `/api/blog/posts/${postId}`, guest: true },
    { name: 'blog list', url: () => '/api/blog/posts?limit=10' },
    { name: 'dashboard', url: () => '/api/dashboard' },
    { name: 'timeline page 1', url: () => '/api/timeline?limit=20' },
    { name: 'reminders upcoming', url: () => '/api/reminders/upcoming?days=7' },
    { name: 'question of the day', url: () => '/api/questions/today' },
    { name: 'checkins 30 days', url: () => '/api/checkins?days=30' },
    { name: 'conversation page', url: () => '/api/messages?limit=50' },
  ];

  for (const scenario of scenarios) {
    it(`${scenario.name}: at most ${EXPECTED[scenario.name]} statements`, async () => {
      const ctx = t();
      const request = () =>
        scenario.guest
          ? ctx.app.inject({ method: 'GET', url: scenario.url() })
          : as(ctx, a, 'GET', scenario.url());
      // the first call may do a page's one-off work (the question of the day is chosen)
      const warm = await request();
      expect(warm.statusCode, warm.body).toBe(200);
      let status = 0;
      const sent = await statementsOf(async () => {
        status = (await request()).statusCode;
      });
      expect(status).toBe(200);
      counts[scenario.name] = sent.length;
      expect(sent.length, sent.join('\n---\n')).toBeLessThanOrEqual(EXPECTED[scenario.name] ?? 0);
    });
  }
});
