import type { BlogCommentsList, BlogLike, BlogPost } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { addComment, asGuest, createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const likeOf = (res: { json: <T>() => T }) => res.json<BlogLike>();

describeEachEngine('blog: likes and comments', (engine) => {
  const t = useTestApp(engine);

  describe('likes', () => {
    it('my partner likes our post once however often they ask, and takes it back', async () => {
      const { a, b } = await connectedPair(t());
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      const url = `/api/blog/posts/${post.id}/like`;
      expect(likeOf(await as(t(), b, 'POST', url))).toEqual({ likesCount: 1, likedByMe: true });
      expect(likeOf(await as(t(), b, 'POST', url))).toEqual({ likesCount: 1, likedByMe: true });
      const seen = (await as(t(), b, 'GET', `/api/blog/posts/${post.id}`)).json<{
        post: BlogPost;
      }>();
      expect(seen.post).toMatchObject({ likesCount: 1, likedByMe: true });
      const mine = (await as(t(), a, 'GET', `/api/blog/posts/${post.id}`)).json<{
        post: BlogPost;
      }>();
      expect(mine.post).toMatchObject({ likesCount: 1, likedByMe: false });
      expect(likeOf(await as(t(), b, 'DELETE', url))).toEqual({ likesCount: 0, likedByMe: false });
      expect(likeOf(await as(t(), b, 'DELETE', url))).toEqual({ likesCount: 0, likedByMe: false });
    });

    it('counts every like when many people like at once, each twice, and again when they unlike', async () => {
      const author = await t().registerUser();
      const post = await createPost(t(), author, { privacy: 'public', status: 'published' });
      const readers = await Promise.all(Array.from({ length: 8 }, () => t().registerUser()));
      const url = `/api/blog/posts/${post.id}/like`;
      const liked = await Promise.all(
        [...readers, ...readers].map((reader) => as(t(), reader, 'POST', url)),
      );
      expect(liked.every((res) => res.statusCode === 200)).toBe(true);
      const after = (await as(t(), author, 'GET', `/api/blog/posts/${post.id}`)).json<{
        post: BlogPost;
      }>();
      expect(after.post.likesCount).toBe(8);
      await Promise.all(
        [...readers.slice(0, 5), ...readers.slice(0, 5)].map((reader) =>
          as(t(), reader, 'DELETE', url),
        ),
      );
      const final = (await as(t(), author, 'GET', `/api/blog/posts/${post.id}`)).json<{
        post: BlogPost;
      }>();
      expect(final.post.likesCount).toBe(3);
      const list = (await asGuest(t(), 'GET', `/api/blog/posts?scope=public&limit=50`)).json<{
        posts: BlogPost[];
      }>();
      expect(list.posts.find((p) => p.id === post.id)?.likesCount).toBe(3);
    });

    it('refuses a like on a post I may not see (404) and a guest (401)', async () => {
      const { a } = await connectedPair(t());
      const stranger = await t().registerUser();
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      expect((await as(t(), stranger, 'POST', `/api/blog/posts/${post.id}/like`)).statusCode).toBe(
        404,
      );
      expect((await as(t(), stranger, 'POST', '/api/blog/posts/nope/like')).statusCode).toBe(404);
      expect((await asGuest(t(), 'DELETE', `/api/blog/posts/${post.id}/like`)).statusCode).toBe(
        401,
      );
    });
  });

  describe('comments', () => {
    it('the partner comments, both read them oldest first, by page, with the count kept', async () => {
      const { a, b } = await connectedPair(t());
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      const first = await addComment(t(), b, post.id, '  Đẹp quá!  ');
      expect(first.commentsCount).toBe(1);
      expect(first.comment).toMatchObject({
        postId: post.id,
        content: 'Đẹp quá!',
        author: { id: b.user.id, displayName: 'Bình' },
        canDelete: true,
      });
      for (let i = 2; i <= 3; i++) {
        t().clock.advance(1);
        await addComment(t(), i % 2 ? b : a, post.id, `Bình luận ${i}`);
      }
      const page = (
        await as(t(), a, 'GET', `/api/blog/posts/${post.id}/comments?limit=2`)
      ).json<BlogCommentsList>();
      expect(page.pagination).toEqual({ currentPage: 1, totalComments: 3, totalPages: 2 });
      expect(page.comments.map((c) => c.content)).toEqual(['Đẹp quá!', 'Bình luận 2']);
      // the post's author may remove any comment on it
      expect(page.comments.map((c) => c.canDelete)).toEqual([true, true]);
      const theirs = (
        await as(t(), b, 'GET', `/api/blog/posts/${post.id}/comments`)
      ).json<BlogCommentsList>();
      expect(theirs.comments.map((c) => c.canDelete)).toEqual([true, false, true]);
      const counted = (await as(t(), a, 'GET', `/api/blog/posts/${post.id}`)).json<{
        post: BlogPost;
      }>();
      expect(counted.post.commentsCount).toBe(3);
      t().clock.reset();
    });

    it('deletes my own comment; the post’s author deletes any; anyone else gets 403', async () => {
      const { a, b } = await connectedPair(t());
      const reader = await t().registerUser();
      const post = await createPost(t(), a, { privacy: 'public', status: 'published' });
      const byPartner = await addComment(t(), b, post.id, 'Của Bình');
      const byReader = await addComment(t(), reader, post.id, 'Của người lạ');
      const url = (id: string) => `/api/blog/posts/${post.id}/comments/${id}`;
      expect((await as(t(), reader, 'DELETE', url(byPartner.comment.id))).statusCode).toBe(403);
      expect((await as(t(), b, 'DELETE', url(byReader.comment.id))).statusCode).toBe(403);
      const own = await as(t(), b, 'DELETE', url(byPartner.comment.id));
      expect(own.json()).toEqual({ message: 'Comment deleted', commentsCount: 1 });
      const author = await as(t(), a, 'DELETE', url(byReader.comment.id));
      expect(author.json()).toEqual({ message: 'Comment deleted', commentsCount: 0 });
      expect((await as(t(), a, 'DELETE', url(byReader.comment.id))).statusCode).toBe(404);
      // a comment id under another post is not found there
      const other = await createPost(t(), a, { privacy: 'public', status: 'published' });
      const elsewhere = await addComment(t(), a, other.id, 'x');
      expect((await as(t(), a, 'DELETE', url(elsewhere.comment.id))).statusCode).toBe(404);
    });

    it('guests read the comments of a public post, and cannot write one', async () => {
      const author = await t().registerUser();
      const post = await createPost(t(), author, { privacy: 'public', status: 'published' });
      await addComment(t(), author, post.id, 'Chào mọi người');
      const res = await asGuest(t(), 'GET', `/api/blog/posts/${post.id}/comments`);
      expect(res.json<BlogCommentsList>().comments).toEqual([
        expect.objectContaining({ content: 'Chào mọi người', canDelete: false }),
      ]);
      const write = await asGuest(t(), 'POST', `/api/blog/posts/${post.id}/comments`, {
        content: 'x',
      });
      expect(write.statusCode).toBe(401);
    });

    it.each([
      ['an empty comment', '   ', 'validation.required'],
      ['a comment of zero-width characters only', '\u200B \u200D\uFEFF', 'validation.required'],
      ['a comment of 2001 characters', 'x'.repeat(2001), 'validation.maxLength:2000'],
    ])('refuses %s with 422', async (_, content, code) => {
      const author = await t().registerUser();
      const post = await createPost(t(), author);
      const res = await as(t(), author, 'POST', `/api/blog/posts/${post.id}/comments`, { content });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(code);
    });

    it('keeps a comment as plain text: markup is never turned into HTML', async () => {
      const author = await t().registerUser();
      const post = await createPost(t(), author);
      const { comment } = await addComment(t(), author, post.id, '<img src=x onerror=alert(1)>');
      expect(comment.content).toBe('<img src=x onerror=alert(1)>');
    });
  });
});
