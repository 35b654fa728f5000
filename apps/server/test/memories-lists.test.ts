import type { MemoriesList } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memories } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory, listMemories, titlesOf } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('memories: lists, search, tags, timeline, statistics', (engine) => {
  const t = useTestApp(engine);

  describe('GET /api/memories', () => {
    it('pages newest first by date: page, offset ("load more") and the totals', async () => {
      const { a } = await connectedPair(t());
      for (let day = 1; day <= 12; day++) {
        await createMemory(t(), a, {
          title: `Ngày ${day}`,
          date: `2025-03-${String(day).padStart(2, '0')}`,
        });
      }
      const first = await listMemories(t(), a, '/api/memories');
      expect(first.pagination).toEqual({ currentPage: 1, totalMemories: 12, totalPages: 2 });
      expect(titlesOf(first).slice(0, 3)).toEqual(['Ngày 12', 'Ngày 11', 'Ngày 10']);
      const second = await listMemories(t(), a, '/api/memories?page=2');
      expect(titlesOf(second)).toEqual(['Ngày 2', 'Ngày 1']);
      const more = await listMemories(t(), a, '/api/memories?offset=10&limit=20');
      expect(titlesOf(more)).toEqual(['Ngày 2', 'Ngày 1']);
      const past = await listMemories(t(), a, '/api/memories?page=5');
      expect(past.memories).toEqual([]);
    });

    it('keeps the total right as memories are written, made private, deleted, or lose their author', async () => {
      const { a, b } = await connectedPair(t());
      const total = async (user: typeof a) =>
        (await listMemories(t(), user, '/api/memories?limit=1')).pagination.totalMemories;
      const m1 = await createMemory(t(), a);
      await createMemory(t(), a, { isPrivate: true });
      const m3 = await createMemory(t(), b);
      expect([await total(a), await total(b)]).toEqual([3, 2]);
      await as(t(), a, 'PUT', `/api/memories/${m1.id}`, { isPrivate: true });
      expect([await total(a), await total(b)]).toEqual([3, 1]);
      await as(t(), b, 'DELETE', `/api/memories/${m3.id}`);
      expect([await total(a), await total(b)]).toEqual([2, 0]);
      await as(t(), a, 'PUT', `/api/memories/${m1.id}`, { isPrivate: false });
      expect([await total(a), await total(b)]).toEqual([2, 1]);
      // An author whose row goes (account deletion) leaves the memory authorless: 'Unknown User'.
      await t().database.db.update(memories).set({ authorId: null }).where(eq(memories.id, m1.id));
      const left = await listMemories(t(), b, '/api/memories');
      expect(left.pagination.totalMemories).toBe(1);
      expect(left.memories[0]?.author).toEqual({
        id: null,
        displayName: 'Unknown User',
        avatarUrl: null,
      });
    });

    it.each(['limit=101', 'limit=0', 'page=0', 'offset=-1', 'page=abc'])(
      'refuses %s with 422',
      async (query) => {
        const user = await t().registerUser();
        expect((await as(t(), user, 'GET', `/api/memories?${query}`)).statusCode).toBe(422);
      },
    );
  });

  describe('GET /api/memories/search', () => {
    it('finds words with or without Vietnamese accents, in any case, ranked by the title first', async () => {
      const { a, b } = await connectedPair(t());
      await createMemory(t(), a, { title: 'Kỷ niệm Đà Lạt', description: 'Đồi thông' });
      await createMemory(t(), a, {
        title: 'Biển Nha Trang',
        description: 'Nhớ mãi kỷ niệm ở Đà Lạt',
      });
      await createMemory(t(), a, { title: 'Phở sáng', description: 'Hà Nội' });
      for (const q of ['ky niem da lat', 'KỶ NIỆM ĐÀ LẠT', 'Da Lat']) {
        const found = await listMemories(t(), b, `/api/memories/search?q=${encodeURIComponent(q)}`);
        expect(titlesOf(found), q).toEqual(['Kỷ niệm Đà Lạt', 'Biển Nha Trang']);
      }
      const none = await listMemories(t(), b, '/api/memories/search?q=saigon');
      expect(none.pagination.totalMemories).toBe(0);
    });

    it('pages through ranked matches in one order, with the total on every page and past the end', async () => {
      const { a, b } = await connectedPair(t());
      // two rank above the rest (the words in the title); the other three tie and go newest first
      await createMemory(t(), a, { title: 'Biển xanh', date: '2025-01-01' });
      await createMemory(t(), b, { title: 'Biển đêm', date: '2025-02-01' });
      for (const [title, date] of [
        ['Một', '2025-03-01'],
        ['Hai', '2025-05-01'],
        ['Ba', '2025-04-01'],
      ]) {
        await createMemory(t(), a, { title, description: 'Đi biển', date });
      }
      await createMemory(t(), b, { title: 'Biển riêng', isPrivate: true });
      await createMemory(t(), a, { title: 'Núi', description: 'Không có nước' });
      const url = (page: number, limit: number) =>
        `/api/memories/search?q=bien&page=${page}&limit=${limit}`;
      const all = await listMemories(t(), a, url(1, 10));
      expect(titlesOf(all)).toEqual(['Biển đêm', 'Biển xanh', 'Hai', 'Ba', 'Một']);
      expect(all.pagination.totalMemories).toBe(5);
      const paged: string[] = [];
      for (const page of [1, 2, 3]) {
        const one = await listMemories(t(), a, url(page, 2));
        expect(one.pagination).toMatchObject({
          currentPage: page,
          totalMemories: 5,
          totalPages: 3,
        });
        paged.push(...titlesOf(one));
      }
      expect(paged).toEqual(titlesOf(all));
      const past = await listMemories(t(), a, url(4, 2));
      expect(past.memories).toEqual([]);
      expect(past.pagination.totalMemories).toBe(5);
      // the partner's private one counts for its owner only
      expect((await listMemories(t(), b, url(1, 10))).pagination.totalMemories).toBe(6);
    });

    it('filters by dates, tags (all of them) and privacy, and never shows my partner’s private ones', async () => {
      const { a, b } = await connectedPair(t());
      await createMemory(t(), a, {
        title: 'Tết',
        date: '2025-01-29',
        tags: ['family', 'celebration'],
      });
      await createMemory(t(), a, { title: 'Sinh nhật', date: '2025-06-01', tags: ['celebration'] });
      await createMemory(t(), a, {
        title: 'Bí mật',
        date: '2025-06-02',
        tags: ['celebration'],
        isPrivate: true,
      });
      const byDate = await listMemories(
        t(),
        a,
        '/api/memories/search?dateFrom=2025-05-01&dateTo=2025-12-31',
      );
      expect(titlesOf(byDate)).toEqual(['Bí mật', 'Sinh nhật']);
      const byTags = await listMemories(t(), a, '/api/memories/search?tags=family,celebration');
      expect(titlesOf(byTags)).toEqual(['Tết']);
      // none: the total is counted apart, the tags bound as one array
      for (const url of ['/api/memories/search?tags=gift,family', '/api/memories/tag/gift']) {
        const none = await listMemories(t(), a, url);
        expect(none.memories, url).toEqual([]);
        expect(none.pagination.totalMemories, url).toBe(0);
      }
      const pastTheEnd = await listMemories(t(), a, '/api/memories/search?tags=family&page=3');
      expect(pastTheEnd.pagination.totalMemories).toBe(1);
      const privateOnly = await listMemories(t(), a, '/api/memories/search?isPrivate=true');
      expect(titlesOf(privateOnly)).toEqual(['Bí mật']);
      const partner = await listMemories(t(), b, '/api/memories/search?tags=celebration');
      expect(titlesOf(partner)).toEqual(['Sinh nhật', 'Tết']);
      const partnersPrivate = await listMemories(t(), b, '/api/memories/search?q=bi%20mat');
      expect(partnersPrivate.memories).toEqual([]);
    });

    it('filters by one mood, alone or with words and tags', async () => {
      const { a, b } = await connectedPair(t());
      await createMemory(t(), a, { title: 'Hẹn hò', date: '2025-02-14', mood: 'romantic' });
      await createMemory(t(), b, {
        title: 'Hẹn hò lần hai',
        date: '2025-03-14',
        mood: 'romantic',
        tags: ['date'],
      });
      await createMemory(t(), a, { title: 'Hẹn hò vui', date: '2025-04-01', mood: 'happy' });
      const romantic = await listMemories(t(), a, '/api/memories/search?mood=romantic');
      expect(titlesOf(romantic)).toEqual(['Hẹn hò lần hai', 'Hẹn hò']);
      expect(romantic.pagination.totalMemories).toBe(2);
      const withTag = await listMemories(t(), a, '/api/memories/search?mood=romantic&tags=date');
      expect(titlesOf(withTag)).toEqual(['Hẹn hò lần hai']);
      const withWords = await listMemories(t(), b, '/api/memories/search?q=hen%20ho&mood=happy');
      expect(titlesOf(withWords)).toEqual(['Hẹn hò vui']);
    });

    it.each([
      'tags=party',
      'dateFrom=2025-02-30',
      'isPrivate=yes',
      'mood=angry',
      `q=${'a'.repeat(201)}`,
    ])('refuses %s with 422', async (query) => {
      const user = await t().registerUser();
      expect((await as(t(), user, 'GET', `/api/memories/search?${query}`)).statusCode).toBe(422);
    });
  });

  describe('tags', () => {
    it('counts the tags I may see, and lists the memories of one', async () => {
      const { a, b } = await connectedPair(t());
      await createMemory(t(), a, { title: 'Một', tags: ['food', 'date'] });
      await createMemory(t(), b, { title: 'Hai', tags: ['food'] });
      await createMemory(t(), b, { title: 'Ba', tags: ['gift'], isPrivate: true });
      const tags = await as(t(), a, 'GET', '/api/memories/tags');
      expect(tags.json()).toEqual({
        tags: [
          { tag: 'food', count: 2 },
          { tag: 'date', count: 1 },
        ],
      });
      const food = await listMemories(t(), a, '/api/memories/tag/food');
      expect(titlesOf(food).sort()).toEqual(['Hai', 'Một']);
      expect((await as(t(), a, 'GET', '/api/memories/tag/party')).statusCode).toBe(422);
    });
  });

  describe('GET /api/memories/timeline', () => {
    it('groups by year and month, newest first; one year or one month of it', async () => {
      const { a } = await connectedPair(t());
      await createMemory(t(), a, { title: 'Xuân', date: '2024-02-29' });
      await createMemory(t(), a, { title: 'Hè', date: '2024-07-01' });
      await createMemory(t(), a, { title: 'Hè nữa', date: '2024-07-31' });
      await createMemory(t(), a, { title: 'Năm mới', date: '2025-01-01' });
      type Timeline = {
        timeline: { year: number; month: number; memories: { title: string }[] }[];
      };
      const all = (await as(t(), a, 'GET', '/api/memories/timeline')).json<Timeline>();
      expect(all.timeline.map((g) => [g.year, g.month, g.memories.map((m) => m.title)])).toEqual([
        [2025, 1, ['Năm mới']],
        [2024, 7, ['Hè nữa', 'Hè']],
        [2024, 2, ['Xuân']],
      ]);
      const feb = (
        await as(t(), a, 'GET', '/api/memories/timeline?year=2024&month=2')
      ).json<Timeline>();
      expect(feb.timeline).toHaveLength(1);
      const year = (await as(t(), a, 'GET', '/api/memories/timeline?year=2024')).json<Timeline>();
      expect(year.timeline.map((g) => g.month)).toEqual([7, 2]);
      expect((await as(t(), a, 'GET', '/api/memories/timeline?month=2')).statusCode).toBe(422);
      expect(
        (await as(t(), a, 'GET', '/api/memories/timeline?year=2024&month=13')).statusCode,
      ).toBe(422);
    });
  });

  describe('GET /api/memories/statistics', () => {
    it('counts by month, mood and tag, with shared, private and my favourites', async () => {
      const { a, b } = await connectedPair(t());
      const m1 = await createMemory(t(), a, { date: '2025-01-05', mood: 'happy', tags: ['food'] });
      await createMemory(t(), b, { date: '2025-01-20', mood: 'happy', tags: ['food', 'date'] });
      await createMemory(t(), a, { date: '2025-03-01', mood: 'love', isPrivate: true });
      await as(t(), a, 'PATCH', `/api/memories/${m1.id}/favorite`);
      const res = await as(t(), a, 'GET', '/api/memories/statistics');
      expect(res.json()).toEqual({
        statistics: {
          total: 3,
          shared: 2,
          private: 1,
          favorites: 1,
          // nothing reacted to yet
          mostLoved: [],
          byMonth: [
            { month: '2025-01', count: 2 },
            { month: '2025-03', count: 1 },
          ],
          byMood: [
            { mood: 'happy', count: 2 },
            { mood: 'love', count: 1 },
          ],
          byTag: [
            { tag: 'food', count: 2 },
            { tag: 'date', count: 1 },
          ],
        },
      });
      // My partner sees the shared ones only, and their own (no) favourites.
      const theirs = (await as(t(), b, 'GET', '/api/memories/statistics')).json<{
        statistics: { total: number; favorites: number };
      }>();
      expect(theirs.statistics).toMatchObject({ total: 2, favorites: 0 });
    });

    it('is all zeros for someone with no memories', async () => {
      const user = await t().registerUser();
      const res = await as(t(), user, 'GET', '/api/memories/statistics');
      expect(
        res.json<{ statistics: MemoriesList['pagination'] & { total: number } }>().statistics.total,
      ).toBe(0);
    });
  });
});
