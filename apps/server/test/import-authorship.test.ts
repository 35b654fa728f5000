import type { AppNotification, BlogPost } from '@doita/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importOffers, reminders } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { forgedZip } from './helpers/forged-archive.js';
import { authoredBy, offersOf } from './helpers/import-authors.js';
import { importOf } from './helpers/portability.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

const nothing = {
  memories: 0,
  reminders: 0,
  posts: 0,
  comments: 0,
  memoryComments: 0,
  likes: 0,
  uploads: 0,
};

describeEachEngine('an import writes only what its importer may author', (engine) => {
  const t = useTestApp(engine);

  it('holds what the archive says the partner wrote until the partner accepts it, then it is theirs', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const job = await importOf(ctx, a, await forgedZip(a, b));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');
    expect(job.counts.memories).toEqual({ added: 1, skipped: 0, held: 1 });
    expect(job.counts.posts).toEqual({ added: 1, skipped: 0, held: 1 });
    expect(job.counts.reminders).toEqual({ added: 0, skipped: 0, held: 1 });

    // nothing under Bình's name, and nothing public for a guest to read
    expect(await authoredBy(ctx, b)).toEqual(nothing);
    const posts = (await as(ctx, a, 'GET', '/api/blog/posts?limit=50')).json<{
      posts: BlogPost[];
    }>().posts;
    expect(posts.map((p) => [p.title, p.status, p.privacy])).toEqual([
      ['Bài của An', 'draft', 'private'],
    ]);
    const guest = await ctx.app.inject({ method: 'GET', url: `/api/blog/posts/${posts[0]!.id}` });
    expect(guest.statusCode).toBe(404);

    // Bình is told, and sees what waits, by title
    const bell = (await as(ctx, b, 'GET', '/api/notifications')).json<{
      notifications: AppNotification[];
    }>().notifications;
    expect(bell.find((n) => n.type === 'import_offer')).toMatchObject({
      data: { actorName: 'An' },
      link: '/profile?tab=account#import-offers',
    });
    const [offer] = await offersOf(ctx, b);
    expect(offer).toMatchObject({
      from: { id: a.user.id },
      summary: {
        counts: { memories: 1, reminders: 1, posts: 1, comments: 2, reactions: 1, photos: 1 },
        titles: {
          memories: ['Bình đã viết'],
          reminders: ['Nhắc riêng của Bình'],
          posts: ['Bài công khai của Bình'],
        },
      },
    });
    // the importer cannot take it for them, nor a stranger see it
    expect((await offersOf(ctx, a)).length).toBe(0);
    expect((await as(ctx, a, 'POST', `/api/imports/offers/${offer!.id}/accept`)).statusCode).toBe(
      404,
    );
    const stranger = await ctx.registerUser();
    for (const action of ['accept', 'decline']) {
      const res = await as(ctx, stranger, 'POST', `/api/imports/offers/${offer!.id}/${action}`);
      expect(res.statusCode).toBe(404);
    }

    const taken = await as(ctx, b, 'POST', `/api/imports/offers/${offer!.id}/accept`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await authoredBy(ctx, b)).toEqual({
      memories: 1,
      reminders: 1,
      posts: 1,
      comments: 1,
      memoryComments: 1,
      likes: 1,
      uploads: 1,
    });
    // theirs now, and still not public: Bình publishes it again if Bình wants
    const theirs = (await as(ctx, b, 'GET', '/api/blog/posts?limit=50')).json<{
      posts: BlogPost[];
    }>().posts;
    const held = theirs.find((p) => p.title === 'Bài công khai của Bình')!;
    expect(held).toMatchObject({ status: 'draft', privacy: 'private', author: { id: b.user.id } });
    const reminder = await ctx.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.authorId, b.user.id));
    expect(reminder[0]).toMatchObject({ title: 'Nhắc riêng của Bình', isPrivate: true });
    expect(await offersOf(ctx, b)).toEqual([]);
    // the same archive again holds nothing new
    const again = await importOf(ctx, a, await forgedZip(a, b));
    expect(again.counts.memories).toEqual({ added: 0, skipped: 2, held: 0 });
    expect(await offersOf(ctx, b)).toEqual([]);
  });

  it('declining discards what was held, photos included', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const before = await authoredBy(ctx, a);
    await importOf(ctx, a, await forgedZip(a, b));
    const [offer] = await offersOf(ctx, b);
    // the held photo is the importer's (claimed, shown nowhere) until Bình decides
    expect((await authoredBy(ctx, a)).uploads).toBe(before.uploads + 2);
    const left = await as(ctx, b, 'POST', `/api/imports/offers/${offer!.id}/decline`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ declined: true });
    expect(await authoredBy(ctx, b)).toEqual(nothing);
    expect((await authoredBy(ctx, a)).uploads).toBe(before.uploads + 1);
    expect(await offersOf(ctx, b)).toEqual([]);
    const again = await as(ctx, b, 'POST', `/api/imports/offers/${offer!.id}/accept`);
    expect(again.statusCode).toBe(404);
  });

  it('what waits for someone who deletes their account goes with it, photos included', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const before = await authoredBy(ctx, a);
    await importOf(ctx, a, await forgedZip(a, b));
    expect((await authoredBy(ctx, a)).uploads).toBe(before.uploads + 2);
    const gone = await as(ctx, b, 'DELETE', '/api/user/me', { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await authoredBy(ctx, a)).uploads).toBe(before.uploads + 1);
    const [left] = await ctx.database.db.select({ n: count() }).from(importOffers);
    expect(left!.n).toBe(0);
  });

  describe('when they are no longer a couple', () => {
    it('what was held can only be declined', async () => {
      const ctx = t();
      const { a, b } = await connectedPair(ctx);
      await importOf(ctx, a, await forgedZip(a, b));
      const [offer] = await offersOf(ctx, b);
      expect((await as(ctx, a, 'DELETE', '/api/couple/disconnect')).statusCode).toBeLessThan(300);
      const res = await as(ctx, b, 'POST', `/api/imports/offers/${offer!.id}/accept`);
      expect(res.statusCode).toBe(409);
      expect(await authoredBy(ctx, b)).toEqual(nothing);
      expect(
        (await as(ctx, b, 'POST', `/api/imports/offers/${offer!.id}/decline`)).statusCode,
      ).toBe(200);
    });
  });
});
