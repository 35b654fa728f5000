import {
  ERROR_CODES,
  compareTimelineKeys,
  encodeTimelineCursor,
  formatIsoDate,
  milestonesBetween,
} from '@doita/shared';
import type { TimelineItem, TimelinePage } from '@doita/shared';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { refreshed } from './helpers/reminders.js';
import { insertMemory, insertPost, insertReminder, setClock, setTimeZone } from './helpers/rows.js';
import { timelinePage, wholeTimeline } from './helpers/timeline.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/** 23 November 2026, 12:00 in Ho Chi Minh City. */
const T = new Date('2026-11-23T05:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T.getTime() + ms);
const ANNIVERSARY = '2024-02-29';

async function page(ctx: TestApp, user: TestUser, query: string) {
  return as(ctx, await refreshed(ctx, user), 'GET', `/api/timeline?${query}`);
}

const ids = (items: TimelineItem[]) => items.map((i) => i.id);

function expectNewestFirst(items: TimelineItem[]) {
  for (let i = 1; i < items.length; i++) {
    const [prev, item] = [items[i - 1], items[i]];
    if (prev && item) expect(compareTimelineKeys(prev, item), `${prev.id} > ${item.id}`).toBe(1);
  }
}

/** A couple with a bit of everything, plus what must not show (the partner's private things, drafts, another couple). */
async function seedCouple(ctx: TestApp) {
  const { a, b, couple } = await connectedPair(ctx);
  const update = await as(ctx, a, 'PUT', '/api/couple/update', { anniversaryDate: ANNIVERSARY });
  expect(update.statusCode, update.body).toBe(200);
  const A = a.user.id;
  const B = b.user.id;
  const c = couple.id;
  const visible: Record<string, string> = {
    m1: await insertMemory(ctx, {
      ownerId: A,
      coupleId: c,
      date: '2026-11-20',
      createdAt: at(-DAY),
    }),
    m2: await insertMemory(ctx, {
      ownerId: B,
      coupleId: c,
      date: '2026-11-20',
      createdAt: at(-2 * DAY),
    }),
    m3: await insertMemory(ctx, {
      ownerId: A,
      coupleId: c,
      date: '2025-05-05',
      createdAt: at(-DAY),
      isPrivate: true,
    }),
    m5: await insertMemory(ctx, {
      ownerId: B,
      coupleId: c,
      date: '2024-02-29',
      createdAt: at(-300 * DAY),
    }),
    r1: await insertReminder(ctx, {
      coupleId: c,
      authorId: A,
      datetime: at(-HOUR),
      title: 'an hour ago',
    }),
    // 01:30 on 23 November in Ho Chi Minh City; still 22 November in New York
    r2: await insertReminder(ctx, {
      coupleId: c,
      authorId: B,
      datetime: new Date('2026-11-22T18:30:00.000Z'),
      isCompleted: true,
    }),
    r3: await insertReminder(ctx, {
      coupleId: c,
      authorId: B,
      datetime: new Date('2025-02-27T17:00:00.000Z'),
    }),
    p1: await insertPost(ctx, {
      authorId: B,
      coupleId: c,
      privacy: 'couple',
      publishedAt: new Date('2026-11-21T10:00:00.000Z'),
    }),
    p2: await insertPost(ctx, {
      authorId: A,
      coupleId: c,
      privacy: 'private',
      publishedAt: new Date('2026-10-01T10:00:00.000Z'),
    }),
    p5: await insertPost(ctx, {
      authorId: B,
      coupleId: c,
      privacy: 'public',
      publishedAt: new Date('2026-09-01T10:00:00.000Z'),
    }),
  };
  const hidden = {
    m4: await insertMemory(ctx, {
      ownerId: B,
      coupleId: c,
      date: '2026-01-01',
      createdAt: at(-DAY),
      isPrivate: true,
    }),
    future: await insertReminder(ctx, { coupleId: c, authorId: A, datetime: at(DAY) }),
    p3: await insertPost(ctx, {
      authorId: B,
      coupleId: c,
      privacy: 'private',
      publishedAt: at(-DAY),
    }),
    p4: await insertPost(ctx, { authorId: B, coupleId: c, privacy: 'couple', status: 'draft' }),
  };
  return { a, b, coupleId: c, visible, hidden };
}

/** The milestones from 29 Feb 2024 to 23 Nov 2026 (Ho Chi Minh City), as the timeline names them. */
const milestoneIds = (to: string) =>
  milestonesBetween(
    { year: 2024, month: 2, day: 29 },
    { year: 2024, month: 2, day: 29 },
    { year: Number(to.slice(0, 4)), month: Number(to.slice(5, 7)), day: Number(to.slice(8, 10)) },
  ).map((m) => `milestone-${m.kind}-${m.kind === 'days' ? m.days : m.years}`);

describeEachEngine('GET /api/timeline', (engine) => {
  const t = useTestApp(engine);
  let seeded: Awaited<ReturnType<typeof seedCouple>>;
  let others: Awaited<ReturnType<typeof seedCouple>>;
  let strangerPost: string;

  beforeAll(async () => {
    const ctx = t();
    setClock(ctx, T);
    seeded = await seedCouple(ctx);
    others = await seedCouple(ctx);
    const stranger = await ctx.registerUser();
    strangerPost = await insertPost(ctx, {
      authorId: stranger.user.id,
      coupleId: null,
      privacy: 'public',
      publishedAt: at(-HOUR),
    });
  });

  it('shows memories, due reminders, published posts we may see and milestones, newest first', async () => {
    const { items, nextCursor } = await timelinePage(t(), seeded.a);
    expect(nextCursor).toBeNull();
    const expected = [...Object.values(seeded.visible), ...milestoneIds('2026-11-23')];
    expect(ids(items).sort()).toEqual([...expected].sort());
    expectNewestFirst(items);
    for (const id of [
      ...Object.values(seeded.hidden),
      ...Object.values(others.visible),
      strangerPost,
    ])
      expect(ids(items)).not.toContain(id);
    // and the other couple sees none of ours
    const theirs = await timelinePage(t(), others.a);
    for (const id of Object.values(seeded.visible)) expect(ids(theirs.items)).not.toContain(id);
  });

  it('gives every item its day in my time zone and the instant it sorts by', async () => {
    const { items } = await timelinePage(t(), seeded.a);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.get(seeded.visible.r2 ?? '')).toMatchObject({
      kind: 'reminder',
      date: '2026-11-23',
      at: '2026-11-22T18:30:00.000Z',
      isCompleted: true,
      status: 'completed',
    });
    expect(byId.get(seeded.visible.r1 ?? '')).toMatchObject({
      status: 'overdue',
      date: '2026-11-23',
    });
    expect(byId.get(seeded.visible.m2 ?? '')).toMatchObject({
      kind: 'memory',
      date: '2026-11-20',
      at: at(-2 * DAY).toISOString(),
      imageCount: 0,
      cover: null,
    });
    expect(byId.get(seeded.visible.p1 ?? '')).toMatchObject({
      kind: 'blog',
      date: '2026-11-21',
      category: 'travel',
    });
    // the first anniversary of a 29 February start is 28 February 2025, at midnight there
    expect(byId.get('milestone-years-1')).toMatchObject({
      kind: 'milestone',
      milestone: 'years',
      count: 1,
      date: '2025-02-28',
      at: '2025-02-27T17:00:00.000Z',
    });
    // m1 and m2 share a date: the later written first
    expect(ids(items).indexOf(seeded.visible.m1 ?? '')).toBeLessThan(
      ids(items).indexOf(seeded.visible.m2 ?? ''),
    );
  });

  it('follows my time zone: in New York the 01:30 reminder is on 22 November', async () => {
    const ctx = t();
    await setTimeZone(ctx, (await refreshed(ctx, seeded.a)).token, 'America/New_York');
    try {
      const { items } = await timelinePage(ctx, seeded.a);
      expect(items.find((i) => i.id === seeded.visible.r2)?.date).toBe('2026-11-22');
      expect(items.find((i) => i.id === 'milestone-years-1')?.at).toBe('2025-02-28T05:00:00.000Z');
      expectNewestFirst(items);
      expect(await wholeTimeline(ctx, seeded.a, 2)).toEqual(items);
    } finally {
      await setTimeZone(ctx, (await refreshed(ctx, seeded.a)).token, 'Asia/Ho_Chi_Minh');
    }
  });

  it.each([
    ['memories', 'memory'],
    ['reminders', 'reminder'],
    ['blog', 'blog'],
    ['anniversaries', 'milestone'],
  ])('filter=%s gives only %s items, all of them', async (filter, kind) => {
    const all = await timelinePage(t(), seeded.a);
    const { items } = await timelinePage(t(), seeded.a, `filter=${filter}&limit=50`);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.kind === kind)).toBe(true);
    expect(items).toEqual(all.items.filter((i) => i.kind === kind));
    expect(await wholeTimeline(t(), seeded.a, 2, filter)).toEqual(items);
  });

  it.each([1, 2, 3, 7])(
    'pages through everything with limit %i: each item exactly once, in order',
    async (limit) => {
      const { items } = await timelinePage(t(), seeded.a);
      expect(await wholeTimeline(t(), seeded.a, limit)).toEqual(items);
    },
  );

  it('is stable while newer and older items are written between pages', async () => {
    const ctx = t();
    const fresh = await seedCouple(ctx);
    const before = await timelinePage(ctx, fresh.a);
    const A = fresh.a.user.id;
    const added: string[] = [];
    const seen = await wholeTimeline(ctx, fresh.a, 3, 'all', async (n) => {
      const now = ctx.clock.now();
      added.push(
        await insertMemory(ctx, {
          ownerId: A,
          coupleId: fresh.coupleId,
          date: formatIsoDate({ year: 2026, month: 11, day: 23 }),
          createdAt: now,
        }),
        await insertMemory(ctx, {
          ownerId: A,
          coupleId: fresh.coupleId,
          date: `200${n % 10}-01-01`,
          createdAt: now,
        }),
        await insertMemory(ctx, {
          ownerId: A,
          coupleId: fresh.coupleId,
          date: '2026-11-20',
          createdAt: new Date(now.getTime() - (n + 1) * 1000),
        }),
        await insertReminder(ctx, {
          coupleId: fresh.coupleId,
          authorId: A,
          datetime: new Date(now.getTime() - 400 * DAY - n * HOUR),
        }),
        await insertReminder(ctx, {
          coupleId: fresh.coupleId,
          authorId: A,
          datetime: new Date(now.getTime() - 1000),
        }),
        await insertPost(ctx, {
          authorId: A,
          coupleId: fresh.coupleId,
          privacy: 'couple',
          publishedAt: new Date(now.getTime() - 500),
        }),
      );
    });
    const seenIds = ids(seen);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    for (const id of ids(before.items)) expect(seenIds).toContain(id);
    expectNewestFirst(seen);
    // the older ones written meanwhile were reached as paging went on
    expect(added.filter((id) => seenIds.includes(id)).length).toBeGreaterThan(0);
  });

  it.each([
    ['garbage', 'not-a-cursor!!'],
    ['bad base64', 'a'],
    ['base64 of text', Buffer.from('hello there').toString('base64url')],
    ['base64 of the wrong JSON', Buffer.from('{"date":"2026-01-01"}').toString('base64url')],
    [
      'a date that does not exist',
      encodeTimelineCursor({ date: '2026-02-30', at: T.toISOString(), id: 'x' }),
    ],
    ['huge', 'A'.repeat(5000)],
    ['empty', ''],
  ])('refuses a tampered cursor (%s): 400 INVALID_CURSOR', async (_label, cursor) => {
    const res = await page(t(), seeded.a, `cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe(ERROR_CODES.invalidCursor);
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('never answers a 5xx to a cursor, whatever it holds', async () => {
    const ctx = t();
    const user = await refreshed(ctx, seeded.a);
    const jsonCursor = fc
      .record({ d: fc.string(), a: fc.string(), i: fc.string() }, { requiredKeys: [] })
      .map((v) => Buffer.from(JSON.stringify(v)).toString('base64url'));
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), jsonCursor), async (cursor) => {
        const res = await as(
          ctx,
          user,
          'GET',
          `/api/timeline?cursor=${encodeURIComponent(cursor)}`,
        );
        expect([200, 400]).toContain(res.statusCode);
      }),
      { numRuns: 60 },
    );
  });

  it('resumes from a cursor the server made for any key, even one past every item', async () => {
    const cursor = encodeTimelineCursor({
      date: '2000-01-01',
      at: '2000-01-01T00:00:00.000Z',
      id: 'x',
    });
    const res = await page(t(), seeded.a, `cursor=${cursor}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TimelinePage>()).toEqual({ items: [], nextCursor: null });
  });

  it('shows a single person their own memories and published posts, and no milestones', async () => {
    const ctx = t();
    const solo = await ctx.registerUser();
    const mine = await insertMemory(ctx, {
      ownerId: solo.user.id,
      coupleId: null,
      date: '2026-01-01',
      createdAt: at(-HOUR),
      isPrivate: true,
    });
    const post = await insertPost(ctx, {
      authorId: solo.user.id,
      coupleId: null,
      privacy: 'private',
      publishedAt: at(-HOUR),
    });
    const { items } = await timelinePage(ctx, solo);
    expect(ids(items).sort()).toEqual([mine, post].sort());
  });
});
