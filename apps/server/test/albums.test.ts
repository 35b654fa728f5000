import { randomUUID } from 'node:crypto';
import type { AlbumPage, AlbumsList } from '@doita/shared';
import { expect, it } from 'vitest';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { createAlbumsRepository } from '../src/modules/albums/albums-repository.js';
import { createShareLinksRepository } from '../src/modules/share-links/share-links-repository.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * Albums (docs/product-rules.md, Albums): the couple's collections of shared memories, made
 * and changed by either partner; private memories never go in, and one made private or
 * trashed later drops out; a disconnect hides the album from the partner until a reconnect;
 * anyone else meets 404.
 */
describeEachEngine('albums', (engine) => {
  const t = useTestApp(engine);

  async function makeAlbum(ctx: TestApp, user: TestUser, body: object = {}) {
    const res = await as(ctx, user, 'POST', '/api/albums', { name: 'Đà Lạt', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AlbumPage>();
  }
  const getAlbum = async (ctx: TestApp, user: TestUser, id: string, query = '') => {
    const res = await as(ctx, user, 'GET', `/api/albums/${id}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AlbumPage>();
  };

  it('is made and changed by both partners, and its memories are the couple’s shared ones', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const mine = await createMemory(ctx, a, { title: 'Của An', date: '2025-01-02' });
    const theirs = await createMemory(ctx, b, { title: 'Của Bình', date: '2025-03-04' });
    const { album } = await makeAlbum(ctx, a, { memoryIds: [mine.id] });
    expect(album).toMatchObject({ memoryCount: 1, canManage: true, ownerId: a.user.id });

    // The partner adds their own, renames it and describes it.
    const added = await as(ctx, b, 'POST', `/api/albums/${album.id}/memories`, {
      memoryIds: [theirs.id, mine.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    const renamed = await as(ctx, b, 'PATCH', `/api/albums/${album.id}`, {
      name: '  Đà Lạt mùa mưa ',
      description: 'Ba ngày',
    });
    expect(renamed.json<AlbumPage>().album).toMatchObject({
      name: 'Đà Lạt mùa mưa',
      description: 'Ba ngày',
      memoryCount: 2,
    });
    // Newest date first, for both.
    for (const viewer of [a, b]) {
      const page = await getAlbum(ctx, viewer, album.id);
      expect(page.memories.map((m) => m.title)).toEqual(['Của Bình', 'Của An']);
    }
    const list = await as(ctx, a, 'GET', `/api/albums?memoryId=${theirs.id}`);
    expect(list.json<AlbumsList>().albums).toMatchObject([{ id: album.id, hasMemory: true }]);
  });

  it('refuses a private memory, and drops one made private or trashed later', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const secret = await createMemory(ctx, a, { title: 'Riêng', isPrivate: true });
    const shared = await createMemory(ctx, a, { title: 'Chung' });
    const other = await createMemory(ctx, a, { title: 'Khác' });
    const refused = await as(ctx, a, 'POST', '/api/albums', {
      name: 'Thử',
      memoryIds: [secret.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PRIVATE_MEMORY' });
    // The partner cannot even name it: it is not theirs to see.
    const { album } = await makeAlbum(ctx, a, { memoryIds: [shared.id, other.id] });
    const partnerTry = await as(ctx, b, 'POST', `/api/albums/${album.id}/memories`, {
      memoryIds: [secret.id],
    });
    expect(partnerTry.statusCode).toBe(404);

    await as(ctx, a, 'PUT', `/api/memories/${shared.id}`, { isPrivate: true });
    await as(ctx, a, 'DELETE', `/api/memories/${other.id}`);
    for (const viewer of [a, b]) {
      const page = await getAlbum(ctx, viewer, album.id);
      expect(page.memories).toEqual([]);
      expect(page.album.memoryCount).toBe(0);
    }
  });

  it('takes a memory of an earlier couple as not shareable in the new one', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const before = await createMemory(ctx, a, { title: 'Trước' });
    await as(ctx, a, 'DELETE', '/api/couple/disconnect');
    const next = await ctx.registerUser({ displayName: 'Hai' });
    const pending = await invite(ctx, a, next);
    await accept(ctx, next, pending.id);
    const res = await as(ctx, a, 'POST', '/api/albums', { name: 'X', memoryIds: [before.id] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MEMORY_NOT_SHAREABLE' });
  });

  it('chooses its cover among its photos, and falls back when that memory leaves', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const first = await uploadImage(ctx, a);
    const second = await uploadImage(ctx, a);
    const stray = await uploadImage(ctx, a);
    const older = await createMemory(ctx, a, { date: '2024-01-01', images: [first.id] });
    const newer = await createMemory(ctx, a, { date: '2025-01-01', images: [second.id] });
    await createMemory(ctx, a, { date: '2025-01-02', images: [stray.id] });
    const { album } = await makeAlbum(ctx, a, { memoryIds: [older.id, newer.id] });
    expect(album.cover?.id).toBe(second.id);
    const chosen = await as(ctx, b, 'PATCH', `/api/albums/${album.id}`, {
      coverUploadId: first.id,
    });
    expect(chosen.json<AlbumPage>().album.cover?.id).toBe(first.id);
    const outside = await as(ctx, b, 'PATCH', `/api/albums/${album.id}`, {
      coverUploadId: stray.id,
    });
    expect(outside.statusCode).toBe(422);
    await as(ctx, b, 'DELETE', `/api/albums/${album.id}/memories/${older.id}`);
    expect((await getAlbum(ctx, a, album.id)).album.cover?.id).toBe(second.id);
  });

  it('pages its memories by index', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const ids: string[] = [];
    for (let day = 1; day <= 5; day += 1) {
      ids.push((await createMemory(ctx, a, { title: `Ngày ${day}`, date: `2025-05-0${day}` })).id);
    }
    const { album } = await makeAlbum(ctx, a, { memoryIds: ids });
    const second = await getAlbum(ctx, a, album.id, '?page=2&limit=2');
    expect(second.memories.map((m) => m.title)).toEqual(['Ngày 3', 'Ngày 2']);
    expect(second.pagination).toEqual({ currentPage: 2, totalMemories: 5, totalPages: 3 });
    const past = await getAlbum(ctx, a, album.id, '?page=9&limit=2');
    expect(past.memories).toEqual([]);
    expect(past.pagination.totalMemories).toBe(5);
    // PUT keeps exactly the ones named.
    const put = await as(ctx, a, 'PUT', `/api/albums/${album.id}/memories`, {
      memoryIds: [ids[0], ids[4]],
    });
    expect(put.json<AlbumPage>().pagination.totalMemories).toBe(2);
  });

  it('is 404 to strangers, hidden from the partner after a disconnect and back on reconnect', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const stranger = await ctx.registerUser();
    const memory = await createMemory(ctx, a);
    const { album } = await makeAlbum(ctx, b, { memoryIds: [memory.id] });
    for (const [method, url, body] of [
      ['GET', `/api/albums/${album.id}`],
      ['PATCH', `/api/albums/${album.id}`, { name: 'X' }],
      ['DELETE', `/api/albums/${album.id}`],
      ['POST', `/api/albums/${album.id}/memories`, { memoryIds: [] }],
      ['DELETE', `/api/albums/${album.id}/memories/${memory.id}`],
    ] as const) {
      expect((await as(ctx, stranger, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(ctx, stranger, 'GET', '/api/albums')).json<AlbumsList>().albums).toEqual([]);

    await as(ctx, a, 'DELETE', '/api/couple/disconnect');
    expect((await as(ctx, a, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
    // Its maker still sees it, read-only, without the partner's memory.
    const kept = await getAlbum(ctx, b, album.id);
    expect(kept.album.canManage).toBe(false);
    expect(kept.memories).toEqual([]);
    expect((await as(ctx, b, 'PATCH', `/api/albums/${album.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );

    const again = await invite(ctx, a, b);
    await accept(ctx, b, again.id);
    const back = await getAlbum(ctx, a, album.id);
    expect(back.memories.map((m) => m.id)).toEqual([memory.id]);
    expect(back.album.canManage).toBe(true);
  });

  it('is deleted by either partner, its memories kept', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a);
    const { album } = await makeAlbum(ctx, a, { memoryIds: [memory.id] });
    expect((await as(ctx, b, 'DELETE', `/api/albums/${album.id}`)).statusCode).toBe(200);
    expect((await as(ctx, a, 'GET', `/api/albums/${album.id}`)).statusCode).toBe(404);
    expect((await as(ctx, a, 'GET', `/api/memories/${memory.id}`)).statusCode).toBe(200);
  });

  it('refuses a name that shows nothing, and counts a decomposed (NFD) name as composed', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    for (const name of ['\u200B', ' \u2060\u200D ']) {
      const res = await as(ctx, a, 'POST', '/api/albums', { name });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        errors: [{ field: 'name', code: 'validation.required' }],
      });
    }
    // 80 characters, 234 code units decomposed
    const name = `Huế ${'ệ'.repeat(76)}`;
    const { album } = await makeAlbum(ctx, a, {
      name: name.normalize('NFD'),
      description: '\u200B',
    });
    expect(album).toMatchObject({ name, description: '' });
  });

  it('answers 404, never a 500, to adding memories while the partner deletes the album', async () => {
    const ctx = t();
    const { a, b, couple } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a);
    // Rounds enough to meet the interleaving where a list's insert and a partner's add of
    // the same memory each wait on the other (a deadlock, before the list's lock let adds by).
    for (let round = 0; round < 12; round += 1) {
      const { album } = await makeAlbum(ctx, a);
      const [added, replaced, shared, deleted] = await Promise.all([
        as(ctx, b, 'POST', `/api/albums/${album.id}/memories`, { memoryIds: [memory.id] }),
        as(ctx, a, 'PUT', `/api/albums/${album.id}/memories`, { memoryIds: [memory.id] }),
        as(ctx, b, 'POST', '/api/share-links', { albumId: album.id }),
        as(ctx, a, 'DELETE', `/api/albums/${album.id}`),
      ]);
      expect(deleted.statusCode).toBe(200);
      for (const res of [added, replaced]) expect([200, 404], res.body).toContain(res.statusCode);
      expect([201, 404], shared.body).toContain(shared.statusCode);
    }
    // The writes themselves, once the album is gone: false (the service's 404), not a throw.
    const { album } = await makeAlbum(ctx, a);
    await as(ctx, a, 'DELETE', `/api/albums/${album.id}`);
    const albums = createAlbumsRepository(ctx.database.db);
    expect(await albums.addMemories(album.id, [memory.id], a.user.id, ctx.clock.now())).toBe(false);
    const links = createShareLinksRepository(ctx.database.db);
    const inserted = await links.insert({
      id: randomUUID(),
      coupleId: couple.id,
      createdBy: a.user.id,
      albumId: album.id,
      tokenHash: randomUUID(),
    });
    expect(inserted).toBe(false);
    expect((await as(ctx, a, 'GET', `/api/memories/${memory.id}`)).statusCode).toBe(200);
  });

  it('needs a couple to be made', async () => {
    const ctx = t();
    const solo = await ctx.registerUser();
    const res = await as(ctx, solo, 'POST', '/api/albums', { name: 'Một mình' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_COUPLE' });
  });
});
