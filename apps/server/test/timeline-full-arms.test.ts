import { beforeAll, expect, it } from 'vitest';
import { connectedPair } from './helpers/couple.js';
import { refreshed } from './helpers/reminders.js';
import { insertMemory, insertPost, insertReminder, setClock, setTimeZone } from './helpers/rows.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';
import { wholeTimeline } from './helpers/timeline.js';

/**
 * Every arm of the timeline fuller than a page, their items close together around UTC's
 * midnights: the statement reads the arms' keys first and drops the rows that cannot reach
 * the page before it reads any in full. Whatever the reader's zone (from UTC-12 to UTC+14)
 * and the page's size, paging through must give every item once, in the order worked out
 * here on our own from each item's day in that zone.
 */
const NOW = new Date('2026-11-23T05:00:00.000Z');
const MINUTE = 60_000;
const EACH = 24;
const ZONES = [
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Asia/Ho_Chi_Minh',
  'UTC',
];
const LIMITS = [2, 5, 20];

interface Key {
  id: string;
  date: string;
  at: string;
}

const dayIn = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);

/** newest first by (date, at, id), as the timeline promises */
const newestFirst = (keys: Key[]) =>
  [...keys].sort((x, y) =>
    x.date !== y.date
      ? y.date.localeCompare(x.date)
      : x.at !== y.at
        ? y.at.localeCompare(x.at)
        : y.id.localeCompare(x.id),
  );

describeEachEngine('the timeline, every arm fuller than a page', (engine) => {
  const t = useTestApp(engine);
  let a: TestUser;
  const memories: Key[] = [];
  const dated: { id: string; instant: Date }[] = [];

  beforeAll(async () => {
    const ctx = t();
    setClock(ctx, NOW);
    const pair = await connectedPair(ctx);
    a = pair.a;
    const [A, B, c] = [pair.a.user.id, pair.b.user.id, pair.couple.id];
    // uneven steps (a small linear congruential walk) so the arms interleave differently
    // on every day, some items within minutes of a UTC midnight
    let walk = 7;
    const step = () => (walk = (walk * 37 + 11) % 97);
    let instant = NOW.getTime() - MINUTE;
    for (let i = 0; i < EACH; i++) {
      instant -= (60 + step() * 2) * MINUTE;
      const when = new Date(instant);
      const authorId = i % 2 ? A : B;
      dated.push({
        id: await insertReminder(ctx, { coupleId: c, authorId, datetime: when }),
        instant: when,
      });
      const published = new Date(instant - step() * 7 * MINUTE);
      dated.push({
        id: await insertPost(ctx, {
          authorId,
          coupleId: c,
          privacy: i % 3 ? 'couple' : 'public',
          publishedAt: published,
        }),
        instant: published,
      });
      const createdAt = new Date(instant - step() * 13 * MINUTE);
      const date = dayIn(new Date(instant - (i % 4) * 11 * 60 * MINUTE), 'UTC');
      memories.push({
        id: await insertMemory(ctx, { ownerId: i % 3 ? A : B, coupleId: c, date, createdAt }),
        date,
        at: createdAt.toISOString(),
      });
    }
  });

  for (const zone of ZONES) {
    it(`pages through every item once, in order, read in ${zone}`, async () => {
      const ctx = t();
      await setTimeZone(ctx, (await refreshed(ctx, a)).token, zone);
      const expected = newestFirst([
        ...memories,
        ...dated.map(({ id, instant }) => ({
          id,
          date: dayIn(instant, zone),
          at: instant.toISOString(),
        })),
      ]).map((k) => k.id);
      expect(expected).toHaveLength(EACH * 3);
      for (const limit of LIMITS) {
        const seen = (await wholeTimeline(ctx, a, limit))
          .filter((item) => item.kind !== 'milestone')
          .map((item) => item.id);
        expect(seen, `limit ${limit}`).toEqual(expected);
      }
    });
  }
});
