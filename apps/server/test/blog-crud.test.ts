import type { BlogPost } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { createPost, listPosts, postBody, titlesOf } from './helpers/blog.js';
import { SPEC_ERRORS, as, connectedPair, errorOf } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { filesInDatabase } from './helpers/upload-files.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

const postOf = (res: { json: <T>() => T }) => res.json<{ post: BlogPost }>().post;
type FieldErrors = { errors: { field: string; code: string }[] };

describeEachEngine('blog: write, read, edit, publish, delete', (engine) => {
  const t = useTestApp(engine);

  describe('POST /api/blog/posts', () => {
    it('writes a private draft by default, rendered, with its excerpt and reading time', async () => {
      const lone = await t().registerUser({ displayName: 'Lan' });
      const res = await as(t(), lone, 'POST', '/api/blog/posts', {
        title: '  Một ngày  ',
        content: '# Sáng\n\nTrời **đẹp** quá.',
        tags: ['Đà Lạt', 'đà lạt', 'Hoa'],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(postOf(res)).toMatchObject({
        title: 'Một ngày',
        content: '# Sáng\n\nTrời **đẹp** quá.',
        contentHtml: '<h2>Sáng</h2>\n<p>Trời <strong>đẹp</strong> quá.</p>',
        excerpt: 'Sáng Trời đẹp quá.',
        customExcerpt: null,
        cover: null,
        tags: ['đà lạt', 'hoa'],
        category: 'life',
        privacy: 'private',
        status: 'draft',
        readingMinutes: 1,
        likesCount: 0,
        commentsCount: 0,
        likedByMe: false,
        canEdit: true,
        publishedAt: null,
        author: { id: lone.user.id, displayName: 'Lan', avatarUrl: null },
      });
    });

    it('uses the author’s excerpt, or the first 150 characters of the text', async () => {
      const user = await t().registerUser();
      const long = 'Chữ '.repeat(100);
      const made = await createPost(t(), user, { content: long });
      expect(made.excerpt.length).toBeLessThanOrEqual(151);
      expect(made.excerpt.endsWith('…')).toBe(true);
      const own = await createPost(t(), user, { content: long, excerpt: ' Tóm tắt ' });
      expect(own).toMatchObject({ excerpt: 'Tóm tắt', customExcerpt: 'Tóm tắt' });
    });

    it('needs a couple for a couple post (400), not for a private or public one', async () => {
      const lone = await t().registerUser();
      const res = await as(t(), lone, 'POST', '/api/blog/posts', postBody({ privacy: 'couple' }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.noCouple);
      await createPost(t(), lone, { privacy: 'public' });
      await createPost(t(), lone, { privacy: 'private' });
      expect(titlesOf(await listPosts(t(), lone))).toHaveLength(2);
    });

    it('can publish at once, but only with some text', async () => {
      const user = await t().registerUser();
      const now = await createPost(t(), user, { status: 'published' });
      expect(now.status).toBe('published');
      expect(now.publishedAt).not.toBeNull();
      // blank, or only zero-width characters: nothing to publish
      for (const content of ['  \n ', '\u200B\n\u200D\u2060']) {
        const nothing = await as(t(), user, 'POST', '/api/blog/posts', {
          title: 'Trống',
          content,
          status: 'published',
        });
        expect(nothing.statusCode, JSON.stringify(content)).toBe(422);
        expect(nothing.json<FieldErrors>().errors).toEqual([
          expect.objectContaining({ field: 'content', code: 'validation.required' }),
        ]);
      }
    });

    it.each([
      ['no title', { title: undefined }, 'title', 'validation.required'],
      [
        'a title of zero-width characters only',
        { title: '\u200B\u200C\u200D\u2060' },
        'title',
        'validation.required',
      ],
      [
        'a title of 201 characters',
        { title: 'a'.repeat(201) },
        'title',
        'validation.maxLength:200',
      ],
      [
        'content over 100 000 characters',
        { content: 'x'.repeat(100_001) },
        'content',
        'validation.maxLength:100000',
      ],
      ['an excerpt of 301', { excerpt: 'x'.repeat(301) }, 'excerpt', 'validation.maxLength:300'],
      ['an unknown category', { category: 'sports' }, 'category', 'validation.invalid'],
      ['an unknown privacy', { privacy: 'friends' }, 'privacy', 'validation.invalid'],
      ['an unknown status', { status: 'archived' }, 'status', 'validation.invalid'],
      [
        '11 tags',
        { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        'tags',
        'validation.maxItems:10',
      ],
      ['a tag of 31', { tags: ['x'.repeat(31)] }, 'tags.0', 'validation.maxLength:30'],
      ['a tag with a script', { tags: ['<script>'] }, 'tags.0', 'validation.invalid'],
    ])(
      'refuses %s with 422 naming the field, writing nothing',
      async (_, overrides, field, code) => {
        const user = await t().registerUser();
        const res = await as(t(), user, 'POST', '/api/blog/posts', postBody(overrides));
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json<FieldErrors>().errors).toContainEqual(
          expect.objectContaining({ field, code }),
        );
        expect((await listPosts(t(), user)).pagination.totalPosts).toBe(0);
      },
    );

    it('takes my own fresh uploads as cover and inline images, and no one else’s', async () => {
      const { a, b } = await connectedPair(t());
      const cover = await uploadImage(t(), a);
      const inline = await uploadImage(t(), a);
      const partners = await uploadImage(t(), b);
      const post = await createPost(t(), a, {
        coverImageId: cover.id,
        content: `Ảnh đây:\n\n![Hồ Xuân Hương](upload:${inline.id})`,
      });
      expect(post.cover?.id).toBe(cover.id);
      expect(post.cover?.url).toMatch(/^\/api\/files\/.+\?(?:\w=[\w-]+&)*exp=\d+&sig=/);
      expect(post.contentHtml).toMatch(
        new RegExp(
          `<img src="/api/files/${inline.id}/\\d+\\.webp\\?(?:\\w=[\\w-]+&amp;)*exp=\\d+&amp;sig=[^"]+" srcset="`,
        ),
      );
      expect(post.contentHtml).toContain('alt="Hồ Xuân Hương"');
      // stored as the upload id, never as a signed URL
      expect(post.content).toContain(`upload:${inline.id}`);

      for (const [field, body] of [
        ['content', { content: `![x](upload:${partners.id})` }],
        ['content', { content: `![x](upload:${inline.id})` }],
        ['coverImageId', { coverImageId: partners.id }],
        ['coverImageId', { coverImageId: 'no-such-upload' }],
      ] as const) {
        const res = await as(t(), a, 'POST', '/api/blog/posts', postBody(body));
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        expect(res.json<FieldErrors>().errors[0]?.field).toBe(field);
      }
      expect(titlesOf(await listPosts(t(), a))).toHaveLength(1);
    });
  });

  describe('PUT /api/blog/posts/:id', () => {
    it('changes only the fields sent, re-rendering the Markdown', async () => {
      const user = await t().registerUser();
      const post = await createPost(t(), user, { tags: ['biển'], excerpt: 'Tóm tắt' });
      const res = await as(t(), user, 'PUT', `/api/blog/posts/${post.id}`, {
        content: 'Mới *hơn*',
        excerpt: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(postOf(res)).toMatchObject({
        title: post.title,
        tags: ['biển'],
        contentHtml: '<p>Mới <em>hơn</em></p>',
        excerpt: 'Mới hơn',
        customExcerpt: null,
      });
    });

    it('is the author’s alone: 403 for the partner, 404 for a stranger', async () => {
      const { a, b } = await connectedPair(t());
      const stranger = await t().registerUser();
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      const partner = await as(t(), b, 'PUT', `/api/blog/posts/${post.id}`, { title: 'x' });
      expect(partner.statusCode).toBe(403);
      const other = await as(t(), stranger, 'PUT', `/api/blog/posts/${post.id}`, { title: 'x' });
      expect(other.statusCode).toBe(404);
      const again = await as(t(), a, 'GET', `/api/blog/posts/${post.id}`);
      expect(postOf(again).title).toBe(post.title);
    });

    it('making it a couple post needs a couple, and ties it to my current one', async () => {
      const lone = await t().registerUser();
      const post = await createPost(t(), lone);
      const res = await as(t(), lone, 'PUT', `/api/blog/posts/${post.id}`, { privacy: 'couple' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(SPEC_ERRORS.noCouple);

      const { a, b } = await connectedPair(t());
      const mine = await createPost(t(), a, { status: 'published' });
      expect((await as(t(), b, 'GET', `/api/blog/posts/${mine.id}`)).statusCode).toBe(404);
      await as(t(), a, 'PUT', `/api/blog/posts/${mine.id}`, { privacy: 'couple' });
      expect((await as(t(), b, 'GET', `/api/blog/posts/${mine.id}`)).statusCode).toBe(200);
    });

    it('lets removed images and covers go, and takes new ones', async () => {
      const user = await t().registerUser();
      const one = await uploadImage(t(), user);
      const two = await uploadImage(t(), user);
      const cover = await uploadImage(t(), user);
      const post = await createPost(t(), user, {
        content: `![a](upload:${one.id})`,
        coverImageId: cover.id,
      });
      const res = await as(t(), user, 'PUT', `/api/blog/posts/${post.id}`, {
        content: `![b](upload:${two.id})`,
        coverImageId: null,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(postOf(res).cover).toBeNull();
      expect(postOf(res).contentHtml).toContain(`/api/files/${two.id}/`);
      // What was taken out is served no more...
      for (const url of [one.fileUrl, cover.fileUrl]) {
        expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      // ...yet its owner may put it back (an undo in the autosaving editor)
      const reused = await createPost(t(), user, {
        content: `![a](upload:${one.id})`,
        coverImageId: cover.id,
      });
      expect(reused.cover?.id).toBe(cover.id);
      // putting an image back that is mine and free works (undo in the editor)
      const undo = await as(t(), user, 'PUT', `/api/blog/posts/${post.id}`, {
        content: `![b](upload:${two.id}) ![b again](upload:${two.id})`,
      });
      expect(undo.statusCode).toBe(200);
    });

    it('refuses emptying a published post’s text (422), changing nothing', async () => {
      const user = await t().registerUser();
      const post = await createPost(t(), user, { status: 'published' });
      const res = await as(t(), user, 'PUT', `/api/blog/posts/${post.id}`, {
        title: 'Mới',
        content: ' ',
      });
      expect(res.statusCode).toBe(422);
      const again = postOf(await as(t(), user, 'GET', `/api/blog/posts/${post.id}`));
      expect(again.title).toBe(post.title);
    });
  });

  describe('publish and unpublish', () => {
    it('publishes a draft with text, takes it back, and needs text to publish', async () => {
      const user = await t().registerUser();
      const post = await createPost(t(), user);
      const published = postOf(await as(t(), user, 'POST', `/api/blog/posts/${post.id}/publish`));
      expect(published).toMatchObject({ status: 'published' });
      expect(published.publishedAt).not.toBeNull();
      const again = postOf(await as(t(), user, 'POST', `/api/blog/posts/${post.id}/publish`));
      expect(again.publishedAt).toBe(published.publishedAt);
      const draft = postOf(await as(t(), user, 'POST', `/api/blog/posts/${post.id}/unpublish`));
      expect(draft).toMatchObject({ status: 'draft', publishedAt: null });

      const empty = await createPost(t(), user, { content: '' });
      const res = await as(t(), user, 'POST', `/api/blog/posts/${empty.id}/publish`);
      expect(res.statusCode).toBe(422);
    });

    it('is the author’s alone', async () => {
      const { a, b } = await connectedPair(t());
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      for (const action of ['publish', 'unpublish']) {
        const res = await as(t(), b, 'POST', `/api/blog/posts/${post.id}/${action}`);
        expect(res.statusCode, action).toBe(403);
      }
    });
  });

  describe('DELETE /api/blog/posts/:id', () => {
    it('is the author’s alone; then gone for everyone (in the trash), its images with it once deleted for good', async () => {
      const { a, b } = await connectedPair(t());
      const image = await uploadImage(t(), a);
      const post = await createPost(t(), a, {
        privacy: 'couple',
        status: 'published',
        content: `![x](upload:${image.id})`,
      });
      expect((await as(t(), b, 'DELETE', `/api/blog/posts/${post.id}`)).statusCode).toBe(403);
      const res = await as(t(), a, 'DELETE', `/api/blog/posts/${post.id}`);
      expect(res.statusCode).toBe(200);
      for (const user of [a, b]) {
        expect((await as(t(), user, 'GET', `/api/blog/posts/${post.id}`)).statusCode).toBe(404);
      }
      expect((await as(t(), a, 'DELETE', `/api/blog/posts/${post.id}`)).statusCode).toBe(404);
      // In the trash it keeps its image (a restore brings it back), yet the links handed
      // out before answer 404; deleted for good, the image goes with it.
      expect((await t().app.inject({ method: 'GET', url: image.fileUrl })).statusCode).toBe(404);
      const kept = await filesInDatabase(t());
      expect(kept.some((key) => key.startsWith(`${image.id}/`))).toBe(true);
      expect((await as(t(), a, 'DELETE', `/api/trash/post/${post.id}`)).statusCode).toBe(200);
      // The image went with the post: its URL answers 404, and it cannot be attached again.
      expect((await t().app.inject({ method: 'GET', url: image.fileUrl })).statusCode).toBe(404);
      const again = await as(t(), a, 'POST', '/api/blog/posts', {
        title: 'x',
        content: `![x](upload:${image.id})`,
        category: 'travel',
      });
      expect(again.statusCode).toBe(422);
    });
  });
});
