import type { BlogPost } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { asGuest, createPost, listPosts, read, titlesOf } from './helpers/blog.js';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

const PRIVACIES = ['private', 'couple', 'public'] as const;
const STATUSES = ['draft', 'published'] as const;
type Reader = 'author' | 'partner' | 'stranger' | 'guest';

/** Who may read which post (docs/product-rules.md, Privacy). Drafts are the author's alone. */
function mayRead(reader: Reader, privacy: string, status: string): boolean {
  if (reader === 'author') return true;
  if (status === 'draft') return false;
  if (privacy === 'public') return true;
  return reader === 'partner' && privacy === 'couple';
}

/** Six posts by `a`, one of each privacy and status, titled by them and a run tag. */
async function sixPosts(ctx: TestApp, a: TestUser, run: string) {
  const posts = new Map<string, BlogPost>();
  for (const privacy of PRIVACIES) {
    for (const status of STATUSES) {
      const post = await createPost(ctx, a, {
        title: `${run} ${privacy} ${status}`,
        privacy,
        status,
      });
      posts.set(`${privacy} ${status}`, post);
    }
  }
  return posts;
}

describeEachEngine('blog: who sees what', (engine) => {
  const t = useTestApp(engine);

  it('reads, lists, likes and comments by privacy and status, for author, partner, stranger and guest', async () => {
    const { a, b } = await connectedPair(t());
    const stranger = await t().registerUser();
    const posts = await sixPosts(t(), a, 'matrix');
    const readers: [Reader, TestUser | null][] = [
      ['author', a],
      ['partner', b],
      ['stranger', stranger],
      ['guest', null],
    ];
    for (const [reader, user] of readers) {
      for (const [key, post] of posts) {
        const [privacy, status] = key.split(' ') as [string, string];
        const allowed = mayRead(reader, privacy, status);
        const where = `${reader} ${key}`;
        const got = await read(t(), user, `/api/blog/posts/${post.id}`);
        expect(got.statusCode, where).toBe(allowed ? 200 : 404);
        if (!allowed) expect(got.body, where).not.toContain(post.title);
        const comments = await read(t(), user, `/api/blog/posts/${post.id}/comments`);
        expect(comments.statusCode, `${where} comments`).toBe(allowed ? 200 : 404);
        if (user) {
          const like = await as(t(), user, 'POST', `/api/blog/posts/${post.id}/like`);
          expect(like.statusCode, `${where} like`).toBe(allowed ? 200 : 404);
          const comment = await as(t(), user, 'POST', `/api/blog/posts/${post.id}/comments`, {
            content: 'Hay quá',
          });
          expect(comment.statusCode, `${where} comment`).toBe(allowed ? 201 : 404);
        } else {
          expect((await asGuest(t(), 'POST', `/api/blog/posts/${post.id}/like`)).statusCode).toBe(
            401,
          );
          const comment = await asGuest(t(), 'POST', `/api/blog/posts/${post.id}/comments`, {
            content: 'Hay quá',
          });
          expect(comment.statusCode).toBe(401);
        }
      }
    }

    // Lists: ours for the couple, public for everyone (filtered to this run).
    const ours = async (user: TestUser | null) =>
      titlesOf(await listPosts(t(), user, '/api/blog/posts?limit=50&q=matrix')).sort();
    const everyone = async (user: TestUser | null) =>
      titlesOf(await listPosts(t(), user, '/api/blog/posts?limit=50&q=matrix&scope=public')).sort();
    const expected = (reader: Reader) =>
      [...posts.keys()]
        .filter((key) => mayRead(reader, ...(key.split(' ') as [string, string])))
        .map((key) => `matrix ${key}`)
        .sort();
    expect(await ours(a)).toEqual(expected('author'));
    expect(await ours(b)).toEqual(expected('partner'));
    expect(await ours(stranger)).toEqual([]);
    expect(await ours(null)).toEqual(['matrix public published']);
    for (const user of [a, b, stranger, null]) {
      expect(await everyone(user)).toEqual(['matrix public published']);
    }
  });

  it('a guest is shown public published posts and counts only, and never my own flags', async () => {
    const user = await t().registerUser();
    const post = await createPost(t(), user, { privacy: 'public', status: 'published' });
    await as(t(), user, 'POST', `/api/blog/posts/${post.id}/like`);
    const res = await asGuest(t(), 'GET', `/api/blog/posts/${post.id}`);
    expect(res.json<{ post: BlogPost }>().post).toMatchObject({
      likesCount: 1,
      likedByMe: false,
      canEdit: false,
      content: null,
    });
    const categories = await asGuest(t(), 'GET', '/api/blog/posts/categories?scope=ours');
    expect(categories.statusCode).toBe(200);
    expect((await asGuest(t(), 'GET', '/api/blog/posts/statistics')).statusCode).toBe(401);
  });

  describe('a token that is there must be good, even where guests are welcome', () => {
    it.each([
      '/api/blog/posts',
      '/api/blog/posts/categories',
      '/api/blog/posts/tags',
      '/api/blog/posts/some-id',
      '/api/blog/posts/some-id/comments',
    ])('%s answers 401 to a bad, empty or refresh token', async (url) => {
      const user = await t().registerUser();
      for (const authorization of [
        'Bearer ',
        'Bearer a.b.c',
        `Bearer ${user.refreshToken}`,
        'Basic x',
      ]) {
        const res = await t().app.inject({ method: 'GET', url, headers: { authorization } });
        expect(res.statusCode, authorization).toBe(401);
        expect(res.json()).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
      }
    });
  });

  it('after a disconnect each keeps their own; a reconnect of the same two brings the rest back', async () => {
    const { a, b } = await connectedPair(t());
    await createPost(t(), a, { title: 'Của An', privacy: 'couple', status: 'published' });
    await createPost(t(), b, { title: 'Của Bình', privacy: 'couple', status: 'published' });
    const seen = async (user: TestUser) => titlesOf(await listPosts(t(), user)).sort();
    expect(await seen(a)).toEqual(['Của An', 'Của Bình']);
    await as(t(), a, 'DELETE', '/api/couple/disconnect');
    expect(await seen(a)).toEqual(['Của An']);
    expect(await seen(b)).toEqual(['Của Bình']);

    const newcomer = await t().registerUser();
    const pending = await invite(t(), b, newcomer);
    await accept(t(), newcomer, pending.id);
    expect(await seen(newcomer)).toEqual([]);
    await as(t(), b, 'DELETE', '/api/couple/disconnect');

    const again = await invite(t(), b, a);
    await accept(t(), a, again.id);
    expect(await seen(a)).toEqual(['Của An', 'Của Bình']);
    expect(await seen(b)).toEqual(['Của An', 'Của Bình']);
  });
});
