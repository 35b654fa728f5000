import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppNotification, BlogPost, MemoriesList, Memory, User } from '@doita/shared';
import { expect, it } from 'vitest';
import { createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory, listMemories } from './helpers/memories.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { TEST_PASSWORD, describeEachEngine, useTestApp } from './helpers/test-app.js';

const fetchFile = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });
const deleteAccount = (ctx: TestApp, user: TestUser, password: string) =>
  as(ctx, user, 'DELETE', '/api/user/me', { password });
const storedUploads = (ctx: TestApp) =>
  readdir(path.join(ctx.env.dataDir, 'uploads')).catch(() => [] as string[]);

/**
 * A (who deletes the account) and B, connected: A's avatar; A's shared memory with A's
 * photo and a photo B added; A's private memory with a photo; B's shared memory with a
 * photo A added; B's favourite on A's shared memory.
 */
async function coupleWithHistory(ctx: TestApp) {
  const { a, b, couple } = await connectedPair(ctx);
  const [avatar, shared1, byPartner, secret, intoTheirs] = await Promise.all([
    uploadImage(ctx, a),
    uploadImage(ctx, a),
    uploadImage(ctx, b),
    uploadImage(ctx, a),
    uploadImage(ctx, a),
  ]);
  expect((await as(ctx, a, 'PUT', '/api/user/avatar', { uploadId: avatar.id })).statusCode).toBe(
    200,
  );
  const shared = await createMemory(ctx, a, { title: 'Đà Lạt', images: [shared1.id] });
  const edit = await as(ctx, b, 'PUT', `/api/memories/${shared.id}`, {
    images: [shared1.id, byPartner.id],
  });
  expect(edit.statusCode, edit.body).toBe(200);
  const privateOne = await createMemory(ctx, a, {
    title: 'Nhật ký riêng',
    isPrivate: true,
    images: [secret.id],
  });
  const theirs = await createMemory(ctx, b, { title: 'Biển Nha Trang' });
  await as(ctx, a, 'PUT', `/api/memories/${theirs.id}`, { images: [intoTheirs.id] });
  await as(ctx, b, 'PATCH', `/api/memories/${shared.id}/favorite`);
  await as(ctx, a, 'PATCH', `/api/memories/${theirs.id}/favorite`);
  const me = await as(ctx, a, 'GET', '/api/user/me');
  const privateRead = await as(ctx, a, 'GET', `/api/memories/${privateOne.id}`);
  return {
    a,
    b,
    couple,
    shared,
    theirs,
    privateOne,
    uploads: { avatar, shared1, byPartner, secret, intoTheirs },
    avatarUrl: me.json<{ user: User }>().user.avatarUrl ?? '',
    secretUrl: privateRead.json<{ memory: Memory }>().memory.images[0]?.url ?? '',
  };
}

describeEachEngine('deleting an account', (engine) => {
  const t = useTestApp(engine);

  it('refuses a wrong password with 400 and changes nothing', async () => {
    const ctx = t();
    const world = await coupleWithHistory(ctx);
    const res = await deleteAccount(ctx, world.a, 'Wrong-Password-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Current password is incorrect',
      code: 'INVALID_CURRENT_PASSWORD',
    });
    expect((await as(ctx, world.a, 'GET', '/api/user/me')).statusCode).toBe(200);
    expect((await as(ctx, world.b, 'GET', '/api/couple/connection')).statusCode).toBe(200);
    const list = await listMemories(ctx, world.b);
    const shared = list.memories.find((m) => m.id === world.shared.id);
    expect(shared?.author).toMatchObject({ id: world.a.user.id, displayName: 'An' });
    expect((await fetchFile(ctx, world.secretUrl)).statusCode).toBe(200);
  });

  it('needs the password: 422 without it', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const res = await as(ctx, user, 'DELETE', '/api/user/me', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: [{ field: 'password' }] });
  });

  it('leaves the partner our shared memories, by "Unknown User", photos and all', async () => {
    const ctx = t();
    const world = await coupleWithHistory(ctx);
    const { a, b } = world;
    const res = await deleteAccount(ctx, a, TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Account deleted' });

    const list: MemoriesList = await listMemories(ctx, b);
    expect(list.pagination.totalMemories).toBe(2);
    const shared = list.memories.find((m) => m.id === world.shared.id);
    expect(shared).toMatchObject({
      author: { id: null, displayName: 'Unknown User', avatarUrl: null },
      createdBy: null,
      ownerId: b.user.id,
      isFavorite: true,
      isPrivate: false,
    });
    expect(shared?.images.map((i) => i.id)).toEqual([
      world.uploads.shared1.id,
      world.uploads.byPartner.id,
    ]);
    const theirs = list.memories.find((m) => m.id === world.theirs.id);
    expect(theirs?.images.map((i) => i.id)).toEqual([world.uploads.intoTheirs.id]);
    for (const image of [...(shared?.images ?? []), ...(theirs?.images ?? [])]) {
      expect((await fetchFile(ctx, image.url)).statusCode).toBe(200);
    }
    // Now the partner's own: they may delete it, and it counts as theirs.
    const stats = await as(ctx, b, 'GET', '/api/memories/statistics');
    expect(stats.json()).toMatchObject({ statistics: { total: 2, shared: 2 } });
    expect((await as(ctx, b, 'DELETE', `/api/memories/${world.shared.id}`)).statusCode).toBe(200);
  });

  it('removes my private memories and my photos, rows and files', async () => {
    const ctx = t();
    const world = await coupleWithHistory(ctx);
    await deleteAccount(ctx, world.a, TEST_PASSWORD);
    expect((await fetchFile(ctx, world.secretUrl)).statusCode).toBe(404);
    expect((await fetchFile(ctx, world.avatarUrl)).statusCode).toBe(404);
    const stored = await storedUploads(ctx);
    expect(stored).not.toContain(world.uploads.secret.id);
    expect(stored).not.toContain(world.uploads.avatar.id);
    expect(stored).toEqual(
      expect.arrayContaining([
        world.uploads.shared1.id,
        world.uploads.byPartner.id,
        world.uploads.intoTheirs.id,
      ]),
    );
    const read = await as(ctx, world.b, 'GET', `/api/memories/${world.privateOne.id}`);
    expect(read.statusCode).toBe(404);
  });

  it('ends the couple and tells the partner in the bell', async () => {
    const ctx = t();
    const { a, b } = await coupleWithHistory(ctx);
    await deleteAccount(ctx, a, TEST_PASSWORD);
    expect((await as(ctx, b, 'GET', '/api/couple/connection')).statusCode).toBe(404);
    const me = (await as(ctx, b, 'GET', '/api/user/me')).json<{ user: User }>().user;
    expect(me.coupleStatus.isConnected).toBe(false);
    const bell = await as(ctx, b, 'GET', '/api/notifications');
    const [latest] = bell.json<{ notifications: AppNotification[] }>().notifications;
    expect(latest).toMatchObject({
      type: 'couple_disconnected',
      data: { actorName: 'An', reason: 'account_deleted' },
      isRead: false,
    });
    // Free to connect with someone new.
    expect((await as(ctx, b, 'POST', '/api/couple/generate-code')).statusCode).toBe(200);
  });

  it('stops every session of the account at once', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const other = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      })
    ).json<{ token: string; refreshToken: string }>();
    expect((await deleteAccount(ctx, user, TEST_PASSWORD)).statusCode).toBe(200);
    for (const token of [user.token, other.token]) {
      expect((await as(ctx, { ...user, token }, 'GET', '/api/user/me')).statusCode).toBe(401);
    }
    for (const refreshToken of [user.refreshToken, other.refreshToken]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken },
      });
      expect(res.statusCode).toBe(401);
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // The address is free again.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: user.email, password: TEST_PASSWORD, displayName: 'Again' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('lowers the like and comment counts of the posts I liked or commented, and takes my posts', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const theirs = await createPost(ctx, b, { privacy: 'couple', status: 'published' });
    const mine = await createPost(ctx, a, { privacy: 'couple', status: 'published' });
    await as(ctx, a, 'POST', `/api/blog/posts/${theirs.id}/like`);
    await as(ctx, a, 'POST', `/api/blog/posts/${theirs.id}/comments`, { content: 'Đẹp quá' });
    await as(ctx, a, 'POST', `/api/blog/posts/${theirs.id}/comments`, { content: 'Nhớ ghê' });
    await as(ctx, b, 'POST', `/api/blog/posts/${theirs.id}/like`);
    expect((await deleteAccount(ctx, a, TEST_PASSWORD)).statusCode).toBe(200);
    const read = await as(ctx, b, 'GET', `/api/blog/posts/${theirs.id}`);
    expect(read.json<{ post: BlogPost }>().post).toMatchObject({ likesCount: 1, commentsCount: 0 });
    const comments = await as(ctx, b, 'GET', `/api/blog/posts/${theirs.id}/comments`);
    expect(comments.json<{ comments: unknown[] }>().comments).toEqual([]);
    expect((await as(ctx, b, 'GET', `/api/blog/posts/${mine.id}`)).statusCode).toBe(404);
  });

  it('works for someone single, with pending invitations sent and received', async () => {
    const ctx = t();
    const [me, friend, admirer] = await Promise.all([
      ctx.registerUser({ displayName: 'Solo' }),
      ctx.registerUser(),
      ctx.registerUser(),
    ]);
    await as(ctx, me, 'POST', '/api/couple/connect', { partnerEmail: friend.email });
    await as(ctx, admirer, 'POST', '/api/couple/connect', { partnerEmail: me.email });
    await createMemory(ctx, me, { isPrivate: true });
    expect((await deleteAccount(ctx, me, TEST_PASSWORD)).statusCode).toBe(200);
    const invitations = await as(ctx, friend, 'GET', '/api/couple/invitations');
    expect(invitations.json()).toEqual({ requests: [] });
    expect((await as(ctx, admirer, 'GET', '/api/couple/connection')).statusCode).toBe(404);
  });
});
