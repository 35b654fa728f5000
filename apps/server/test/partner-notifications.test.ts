import type { AppNotification, Couple } from '@doita/shared';
import { describe, expect, it } from 'vitest';
import { createPost } from './helpers/blog.js';
import { as, connectedPair, invite } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

describeEachEngine('notifications between partners', (engine) => {
  const t = useTestApp(engine);

  async function bell(user: TestUser): Promise<AppNotification[]> {
    const res = await as(t(), user, 'GET', '/api/notifications?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ notifications: AppNotification[] }>().notifications;
  }
  const ofType = async (user: TestUser, type: AppNotification['type']) =>
    (await bell(user)).filter((n) => n.type === type);

  /** a fresh token after the clock moved past the old one's fifteen minutes */
  async function fresh(user: TestUser): Promise<TestUser> {
    return {
      ...user,
      token: await t().accessTokens.sign({ userId: user.user.id, tokenVersion: 0 }),
    };
  }

  async function toggle(user: TestUser, notifications: Record<string, boolean>) {
    const res = await as(t(), user, 'PUT', '/api/user/preferences', { notifications });
    expect(res.statusCode, res.body).toBe(200);
  }

  describe('memories', () => {
    it('tells my partner I saved a shared memory, never me, and not a private one', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a, { title: 'Biển Nha Trang' });
      await createMemory(t(), a, { isPrivate: true, title: 'Bí mật' });
      const told = await ofType(b, 'memory_created');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        data: { actorName: 'An', memoryId: memory.id, title: 'Biển Nha Trang' },
        link: `/memories/${memory.id}`,
        isRead: false,
      });
      expect(await ofType(a, 'memory_created')).toEqual([]);
    });

    it('folds several from the same partner within ten minutes into one, then starts anew', async () => {
      let { a, b } = await connectedPair(t());
      for (let i = 0; i < 3; i++) {
        await createMemory(t(), a, { title: `Ảnh ${i}` });
        t().clock.advance(120);
      }
      let told = await ofType(b, 'memory_created');
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toMatchObject({ count: 3, several: true, title: 'Ảnh 2' });
      expect(told[0]?.link).toBe('/memories');

      t().clock.advance(10 * 60);
      [a, b] = [await fresh(a), await fresh(b)];
      await createMemory(t(), a, { title: 'Muộn hơn' });
      told = await ofType(b, 'memory_created');
      expect(told).toHaveLength(2);
      expect(told.map((n) => n.data.title)).toContain('Muộn hơn');

      // once read, the next one is a new notification
      await as(t(), b, 'POST', '/api/notifications/read-all');
      await createMemory(t(), a, { title: 'Sau khi đọc' });
      expect(await ofType(b, 'memory_created')).toHaveLength(3);
    });

    it('tells the author of reactions and comments by the partner, not of their own', async () => {
      const { a, b } = await connectedPair(t());
      const memory = await createMemory(t(), a);
      await as(t(), b, 'PUT', `/api/memories/${memory.id}/reaction`, { emoji: '😍' });
      await as(t(), a, 'PUT', `/api/memories/${memory.id}/reaction`, { emoji: '❤️' });
      await as(t(), b, 'POST', `/api/memories/${memory.id}/comments`, {
        content: 'Hôm đó vui quá   trời',
      });
      await as(t(), a, 'POST', `/api/memories/${memory.id}/comments`, { content: 'Ừa' });

      const reaction = await ofType(a, 'memory_reaction');
      expect(reaction).toHaveLength(1);
      expect(reaction[0]).toMatchObject({
        data: { actorName: 'Bình', emoji: '😍', memoryId: memory.id },
        link: `/memories/${memory.id}`,
      });
      const comment = await ofType(a, 'memory_comment');
      expect(comment).toHaveLength(1);
      expect(comment[0]?.data).toMatchObject({ excerpt: 'Hôm đó vui quá trời' });
      expect(await ofType(b, 'memory_reaction')).toEqual([]);
      expect(await ofType(b, 'memory_comment')).toEqual([]);
    });

    it('obeys the memories toggle: off, nothing arrives; on again, it does', async () => {
      const { a, b } = await connectedPair(t());
      await toggle(b, { memories: false });
      const memory = await createMemory(t(), a);
      await toggle(a, { memories: false });
      await as(t(), b, 'PUT', `/api/memories/${memory.id}/reaction`, { emoji: '👍' });
      await as(t(), b, 'POST', `/api/memories/${memory.id}/comments`, { content: 'hay' });
      expect(await ofType(b, 'memory_created')).toEqual([]);
      expect((await bell(a)).filter((n) => n.type.startsWith('memory_'))).toEqual([]);

      await toggle(b, { memories: true });
      await toggle(a, { memories: true });
      await createMemory(t(), a);
      await as(t(), b, 'PUT', `/api/memories/${memory.id}/reaction`, { emoji: '😮' });
      expect(await ofType(b, 'memory_created')).toHaveLength(1);
      expect(await ofType(a, 'memory_reaction')).toHaveLength(1);
    });
  });

  describe('blog', () => {
    it('tells my partner of a post published for us, not of a private one, and obeys the toggle', async () => {
      const { a, b } = await connectedPair(t());
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      await createPost(t(), a, { privacy: 'private', status: 'published' });
      const told = await ofType(b, 'post_published');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ data: { postId: post.id }, link: `/blog/${post.id}` });

      // a draft published later is told when it is published
      const draft = await createPost(t(), a, { privacy: 'public', status: 'draft' });
      expect(await ofType(b, 'post_published')).toHaveLength(1);
      await as(t(), b, 'POST', '/api/notifications/read-all');
      await as(t(), a, 'POST', `/api/blog/posts/${draft.id}/publish`);
      expect(await ofType(b, 'post_published')).toHaveLength(2);

      await toggle(b, { blog: false });
      await createPost(t(), a, { privacy: 'couple', status: 'published' });
      expect(await ofType(b, 'post_published')).toHaveLength(2);
    });

    it('tells the author of likes and comments, not of their own', async () => {
      const { a, b } = await connectedPair(t());
      const post = await createPost(t(), a, { privacy: 'couple', status: 'published' });
      await as(t(), b, 'POST', `/api/blog/posts/${post.id}/like`);
      await as(t(), a, 'POST', `/api/blog/posts/${post.id}/like`);
      await as(t(), b, 'POST', `/api/blog/posts/${post.id}/comments`, { content: 'Hay quá' });
      await as(t(), a, 'POST', `/api/blog/posts/${post.id}/comments`, { content: 'Cảm ơn' });
      expect(await ofType(a, 'post_liked')).toHaveLength(1);
      expect((await ofType(a, 'post_comment'))[0]?.data).toMatchObject({
        actorName: 'Bình',
        excerpt: 'Hay quá',
      });
      expect(await ofType(b, 'post_liked')).toEqual([]);
      expect(await ofType(b, 'post_comment')).toEqual([]);

      await toggle(a, { blog: false });
      await as(t(), b, 'POST', `/api/blog/posts/${post.id}/comments`, { content: 'Nữa' });
      t().clock.advance(11 * 60);
      await as(t(), await fresh(b), 'POST', `/api/blog/posts/${post.id}/comments`, {
        content: 'Nữa nè',
      });
      expect(await ofType(await fresh(a), 'post_comment')).toHaveLength(1);
    });
  });

  describe('invitations', () => {
    it('tells of an invitation, its acceptance and its refusal; the couple toggle silences them', async () => {
      const an = await t().registerUser({ displayName: 'An' });
      const binh = await t().registerUser({ displayName: 'Bình' });
      const pending = await invite(t(), an, binh);
      expect(await ofType(binh, 'invitation_received')).toEqual([
        expect.objectContaining({
          data: { actorName: 'An', coupleId: pending.id },
          link: '/couple/connect',
        }),
      ]);
      await as(t(), binh, 'POST', '/api/couple/respond', {
        coupleId: pending.id,
        action: 'decline',
      });
      expect(await ofType(an, 'invitation_declined')).toHaveLength(1);
      expect(await ofType(binh, 'invitation_declined')).toEqual([]);

      await toggle(binh, { couple: false });
      const again = await invite(t(), an, binh);
      expect(await ofType(binh, 'invitation_received')).toHaveLength(1);
      const accepted = await as(t(), binh, 'POST', '/api/couple/respond', {
        coupleId: again.id,
        action: 'accept',
      });
      expect(accepted.json<{ couple: Couple }>().couple.id).toBe(again.id);
      expect(await ofType(an, 'invitation_accepted')).toHaveLength(1);
    });
  });
});
