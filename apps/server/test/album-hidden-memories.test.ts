import type { AlbumPage } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

async function albumWith(ctx: TestApp, user: TestUser, memoryIds: string[]): Promise<string> {
  const res = await as(ctx, user, 'POST', '/api/albums', { name: 'Chuyến đi', memoryIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AlbumPage>().album.id;
}

async function titlesIn(ctx: TestApp, user: TestUser, albumId: string): Promise<string[]> {
  const res = await as(ctx, user, 'GET', `/api/albums/${albumId}?limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<AlbumPage>()
    .memories.map((m) => m.title)
    .sort();
}

/**
 * A memory hidden from someone (in the trash, made private) keeps its place in an album:
 * what they change of the album's memories touches only the ones they see, and does not
 * tell them a hidden one is there. Two lists of memories set at once leave one of them.
 */
describeEachEngine('an album’s memories hidden from the one changing it', (engine) => {
  const t = useTestApp(engine);

  it('a new list keeps a trashed memory’s place: restored, it is back', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const [m1, m2] = [
      await createMemory(ctx, a, { title: 'M1' }),
      await createMemory(ctx, a, { title: 'M2' }),
    ];
    const album = await albumWith(ctx, b, [m1.id, m2.id]);
    expect((await as(ctx, a, 'DELETE', `/api/memories/${m1.id}`)).statusCode).toBe(200);
    expect(await titlesIn(ctx, b, album)).toEqual(['M2']);
    const set = await as(ctx, b, 'PUT', `/api/albums/${album}/memories`, { memoryIds: [m2.id] });
    expect(set.statusCode, set.body).toBe(200);
    const cleared = await as(ctx, b, 'PUT', `/api/albums/${album}/memories`, { memoryIds: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await titlesIn(ctx, b, album)).toEqual([]);
    const restored = await as(ctx, a, 'POST', `/api/trash/memory/${m1.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await titlesIn(ctx, b, album)).toEqual(['M1']);
  });

  it('a private memory cannot be taken out by the one it is hidden from, nor found there', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const m1 = await createMemory(ctx, a, { title: 'M1' });
    const album = await albumWith(ctx, b, [m1.id]);
    expect(
      (await as(ctx, a, 'PUT', `/api/memories/${m1.id}`, { isPrivate: true })).statusCode,
    ).toBe(200);
    const hidden = await as(ctx, b, 'DELETE', `/api/albums/${album}/memories/${m1.id}`);
    const never = await as(ctx, b, 'DELETE', `/api/albums/${album}/memories/not-a-memory`);
    expect(hidden.statusCode).toBe(404);
    // the same answer as for a memory that was never there
    expect(hidden.json()).toEqual(never.json());
    expect(
      (await as(ctx, a, 'PUT', `/api/memories/${m1.id}`, { isPrivate: false })).statusCode,
    ).toBe(200);
    expect(await titlesIn(ctx, b, album)).toEqual(['M1']);
    // seen again, it can be taken out
    expect((await as(ctx, b, 'DELETE', `/api/albums/${album}/memories/${m1.id}`)).statusCode).toBe(
      200,
    );
    expect(await titlesIn(ctx, a, album)).toEqual([]);
  });

  it('two lists set at once leave exactly one of them', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await createMemory(ctx, a, { title: `M${i}` })).id);
    const album = await albumWith(ctx, a, []);
    const first = ['M0', 'M1', 'M2'];
    const second = ['M3', 'M4', 'M5'];
    for (let round = 0; round < 8; round += 1) {
      const answers = await Promise.all([
        as(ctx, a, 'PUT', `/api/albums/${album}/memories`, { memoryIds: ids.slice(0, 3) }),
        as(ctx, b, 'PUT', `/api/albums/${album}/memories`, { memoryIds: ids.slice(3) }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect([first, second]).toContainEqual(await titlesIn(ctx, a, album));
    }
  });
});
