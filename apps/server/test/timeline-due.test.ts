import { encodeTimelineCursor } from '@doita/shared';
import type { TimelinePage } from '@doita/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../src/db/session.js';
import { FROM_THE_TOP, dueBound } from '../src/modules/timeline/timeline-repository.js';
import { as, connectedPair } from './helpers/couple.js';
import { refreshed } from './helpers/reminders.js';
import { insertPost, insertReminder, setClock } from './helpers/rows.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';

/**
 * The timeline's reminders and posts are read below one bound, "due by now" and the cursor's
 * together (`dueBound`): with two bounds on the same column the index scan began at the later
 * one and walked back over everything not yet due.
 */
const NOW = new Date('2026-11-23T05:00:00.123Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('dueBound', () => {
  it('on the first page, is just after now: (instant, id) < (now + 1 µs, "")', () => {
    expect(dueBound(NOW, FROM_THE_TOP)).toEqual({ at: '2026-11-23T05:00:00.123001Z', id: '' });
  });

  it('keeps a cursor at or before now, and brings one after now down to now', () => {
    const earlier = { at: at(-1).toISOString(), id: 'x' };
    const same = { at: NOW.toISOString(), id: 'x' };
    expect(dueBound(NOW, earlier)).toEqual(earlier);
    expect(dueBound(NOW, same)).toEqual(same);
    expect(dueBound(NOW, { at: at(1).toISOString(), id: 'x' })).toEqual(
      dueBound(NOW, FROM_THE_TOP),
    );
  });
});

describeEachEngine('the timeline: due by now, one bound', (engine) => {
  const t = useTestApp(engine);
  let a: TestUser;
  let due: string[];
  let ahead: string[];

  async function page(query: string): Promise<TimelinePage> {
    const res = await as(t(), await refreshed(t(), a), 'GET', `/api/timeline?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TimelinePage>();
  }

  beforeAll(async () => {
    const ctx = t();
    setClock(ctx, NOW);
    const pair = await connectedPair(ctx);
    a = pair.a;
    const [A, B, c] = [pair.a.user.id, pair.b.user.id, pair.couple.id];
    due = [
      await insertReminder(ctx, { coupleId: c, authorId: A, datetime: at(-MINUTE) }),
      await insertReminder(ctx, { coupleId: c, authorId: B, datetime: at(-2 * MINUTE) }),
      await insertPost(ctx, {
        authorId: B,
        coupleId: c,
        privacy: 'couple',
        publishedAt: at(-3 * MINUTE),
      }),
    ];
    ahead = [
      await insertReminder(ctx, { coupleId: c, authorId: A, datetime: at(MINUTE) }),
      await insertReminder(ctx, { coupleId: c, authorId: B, datetime: at(60 * MINUTE) }),
      await insertPost(ctx, {
        authorId: A,
        coupleId: c,
        privacy: 'couple',
        publishedAt: at(MINUTE),
      }),
    ];
  });

  it('shows what is due, mine and ours, and nothing ahead of now', async () => {
    const ids = (await page('limit=50')).items.map((i) => i.id);
    for (const id of due) expect(ids).toContain(id);
    for (const id of ahead) expect(ids).not.toContain(id);
  });

  it('from a cursor past now, gives what the first page gives', async () => {
    const cursor = encodeTimelineCursor({
      date: '2100-01-01',
      at: '2100-01-01T00:00:00.000Z',
      id: 'x',
    });
    const first = await page('limit=50');
    expect((await page(`limit=50&cursor=${cursor}`)).items).toEqual(first.items);
    for (const filter of ['reminders', 'blog'])
      expect((await page(`filter=${filter}&limit=50&cursor=${cursor}`)).items).toEqual(
        (await page(`filter=${filter}&limit=50`)).items,
      );
  });

  it.each([
    ['a date', { date: '0000-01-01', at: '2024-02-29T00:00:00Z', id: 'x' }],
    ['an instant', { date: '2024-02-29', at: '0000-01-01T00:00:00Z', id: 'x' }],
  ])('refuses a cursor with %s in year 0000: 400, not a 500', async (_label, bound) => {
    // year 0000 is a year to JavaScript, none to PostgreSQL
    const cursor = encodeURIComponent(encodeTimelineCursor(bound));
    const res = await as(t(), await refreshed(t(), a), 'GET', `/api/timeline?cursor=${cursor}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('counts microseconds: an instant is below "now + 1 µs" exactly when it is at or before now', async () => {
    const [row] = await sessionOf(t().database.db).query<{ at: boolean; after: boolean }>(
      `select ('2026-11-23T05:00:00.123Z'::timestamptz, 'id') < ('2026-11-23T05:00:00.123001Z'::timestamptz, '') as "at",
        ('2026-11-23T05:00:00.123001Z'::timestamptz, 'id') < ('2026-11-23T05:00:00.123001Z'::timestamptz, '') as "after"`,
    );
    expect(row).toEqual({ at: true, after: false });
  });
});
