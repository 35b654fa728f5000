import type { BlogStatistics } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { createPost, listPosts, titlesOf } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('blog: lists, filters, search, categories, tags, statistics', (engine) => {
  const t = useTestApp(engine);

  describe('GET /api/blog/posts', () => {
    it('pages newest first by index, published posts by when they were published', async () => {
      const user = await t().registerUser();
      for (let i = 1; i <= 12; i++) {
        t().clock.advance(10);
        await createPost(t(), user, { title: `Bài ${i}` });
      }
      const first = await listPosts(t(), user, '/api/blog/posts');
      expect(first.pagination).toEqual({ currentPage: 1, totalPosts: 12, totalPages: 2 });
      expect(titlesOf(first).slice(0, 3)).toEqual(['Bài 12', 'Bài 11', 'Bài 10']);
      const second = await listPosts(t(), user, '/api/blog/posts?page=2');
      expect(titlesOf(second)).toEqual(['Bài 2', 'Bài 1']);
      expect((await listPosts(t(), user, '/api/blog/posts?page=9')).posts).toEqual([]);

      // Publishing the oldest draft now puts it on top.
      t().clock.advance(10);
      const oldest = second.posts[1];
      await as(t(), user, 'POST', `/api/blog/posts/${oldest?.id}/publish`);
      expect(titlesOf(await listPosts(t(), user, '/api/blog/posts?limit=1'))).toEqual(['Bài 1']);
      t().clock.reset();
    });

    it('filters by category, tag, privacy, status and author', async () => {
      const { a, b } = await connectedPair(t());
      await createPost(t(), a, {
        title: 'Phở',
        category: 'food',
        tags: ['Hà Nội'],
        privacy: 'couple',
        status: 'published',
      });
      await createPost(t(), a, {
        title: 'Biển',
        category: 'travel',
        tags: ['biển'],
        privacy: 'public',
        status: 'published',
      });
      await createPost(t(), a, { title: 'Nháp', category: 'food', tags: ['hà nội'] });
      await createPost(t(), b, {
        title: 'Của Bình',
        category: 'love',
        privacy: 'couple',
        status: 'published',
      });
      const titles = async (query: string) =>
        titlesOf(await listPosts(t(), a, `/api/blog/posts?${query}`)).sort();
      expect(await titles('category=food')).toEqual(['Nháp', 'Phở']);
      expect(await titles(`tag=${encodeURIComponent('HÀ NỘI')}`)).toEqual(['Nháp', 'Phở']);
      expect(await titles('privacy=public')).toEqual(['Biển']);
      expect(await titles('status=draft')).toEqual(['Nháp']);
      expect(await titles(`author=${b.user.id}`)).toEqual(['Của Bình']);
      expect(await titles('category=food&status=published')).toEqual(['Phở']);
      // my partner never sees my draft, whatever the filter
      const partner = await listPosts(t(), b, '/api/blog/posts?status=draft');
      expect(titlesOf(partner)).toEqual([]);
    });

    it('searches words with or without accents, any case, title first', async () => {
      const { a, b } = await connectedPair(t());
      await createPost(t(), a, {
        title: 'Kỷ niệm Đà Lạt',
        content: 'Đồi thông',
        privacy: 'couple',
        status: 'published',
      });
      await createPost(t(), a, {
        title: 'Biển Nha Trang',
        content: 'Nhớ mãi kỷ niệm ở Đà Lạt',
        privacy: 'couple',
        status: 'published',
      });
      await createPost(t(), a, {
        title: 'Bí mật',
        content: 'kỷ niệm đà lạt riêng',
        privacy: 'private',
        status: 'published',
      });
      for (const q of ['ky niem da lat', 'KỶ NIỆM ĐÀ LẠT']) {
        const found = await listPosts(t(), b, `/api/blog/posts?q=${encodeURIComponent(q)}`);
        expect(titlesOf(found), q).toEqual(['Kỷ niệm Đà Lạt', 'Biển Nha Trang']);
      }
      expect((await listPosts(t(), b, '/api/blog/posts?q=saigon')).pagination.totalPosts).toBe(0);
    });

    it.each([
      'limit=51',
      'limit=0',
      'page=0',
      'page=abc',
      'category=sports',
      'privacy=friends',
      'status=archived',
      'scope=everyone',
      'tag=%3Cscript%3E',
      `q=${'a'.repeat(201)}`,
    ])('refuses %s with 422', async (query) => {
      const user = await t().registerUser();
      expect((await as(t(), user, 'GET', `/api/blog/posts?${query}`)).statusCode).toBe(422);
    });
  });

  describe('categories and tags', () => {
    it('counts every category (zeros too) and the tags in use, in the scope', async () => {
      const { a, b } = await connectedPair(t());
      await createPost(t(), a, {
        category: 'food',
        tags: ['phở', 'hà nội'],
        privacy: 'couple',
        status: 'published',
      });
      await createPost(t(), b, {
        category: 'food',
        tags: ['phở'],
        privacy: 'couple',
        status: 'published',
      });
      await createPost(t(), b, { category: 'love', tags: ['bí mật'] });
      const categories = (await as(t(), a, 'GET', '/api/blog/posts/categories')).json<{
        categories: { category: string; count: number }[];
      }>().categories;
      expect(categories.map((c) => c.category)).toEqual([
        'love',
        'life',
        'travel',
        'food',
        'memories',
        'thoughts',
      ]);
      expect(categories.find((c) => c.category === 'food')?.count).toBe(2);
      expect(categories.find((c) => c.category === 'love')?.count).toBe(0);
      const tags = await as(t(), a, 'GET', '/api/blog/posts/tags');
      expect(tags.json()).toEqual({
        tags: [
          { tag: 'phở', count: 2 },
          { tag: 'hà nội', count: 1 },
        ],
      });
    });
  });

  describe('GET /api/blog/posts/statistics', () => {
    it('counts posts, published, drafts, likes, comments, by category and month', async () => {
      const { a, b } = await connectedPair(t());
      const one = await createPost(t(), a, {
        category: 'food',
        privacy: 'couple',
        status: 'published',
      });
      await createPost(t(), b, { category: 'love', privacy: 'couple', status: 'published' });
      await createPost(t(), a, { category: 'love' });
      await createPost(t(), b, { category: 'travel' }); // b's draft: not ours to count
      await as(t(), b, 'POST', `/api/blog/posts/${one.id}/like`);
      await as(t(), a, 'POST', `/api/blog/posts/${one.id}/like`);
      await as(t(), b, 'POST', `/api/blog/posts/${one.id}/comments`, { content: 'Ngon!' });
      const res = await as(t(), a, 'GET', '/api/blog/posts/statistics');
      expect(res.statusCode, res.body).toBe(200);
      const { statistics } = res.json<{ statistics: BlogStatistics }>();
      expect(statistics).toMatchObject({
        total: 3,
        published: 2,
        drafts: 1,
        likes: 2,
        comments: 1,
      });
      expect(statistics.byCategory.filter((c) => c.count > 0)).toEqual([
        { category: 'love', count: 2 },
        { category: 'food', count: 1 },
      ]);
      // the month in the reader's time zone (Asia/Ho_Chi_Minh by default)
      const month = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Ho_Chi_Minh',
        year: 'numeric',
        month: '2-digit',
      }).format(t().clock.now());
      expect(statistics.byMonth).toEqual([{ month, count: 3 }]);
    });

    it('is all zeros for someone who wrote nothing', async () => {
      const user = await t().registerUser();
      const { statistics } = (await as(t(), user, 'GET', '/api/blog/posts/statistics')).json<{
        statistics: BlogStatistics;
      }>();
      expect(statistics).toMatchObject({
        total: 0,
        published: 0,
        drafts: 0,
        likes: 0,
        comments: 0,
        byMonth: [],
      });
    });
  });
});
