import type { MemoryPlace } from '@doita/shared';
import { PLACE_LIMITS } from '@doita/shared';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { memories, memoryPlaceCounts } from '../src/modules/memories/memories-schema.js';

const DALAT = { name: 'Đà Lạt', lat: 11.9404, lng: 108.4583 };
const HOI_AN = { name: 'Hội An', lat: 15.8801, lng: 108.338 };
const HUE = { name: 'Huế', lat: 16.4637, lng: 107.5909 };

async function mapOf(ctx: TestApp, user: TestUser) {
  const res = await as(ctx, user, 'GET', '/api/memories/places');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ places: MemoryPlace[]; truncated: boolean }>().places;
}

const countsOf = (places: MemoryPlace[]) =>
  Object.fromEntries(places.map((place) => [place.name, place.count]));

/**
 * What memory_place_counts must hold: the live memories with coordinates recounted from the
 * table itself, beside what the trigger kept. Any drift between the two is a missed write.
 */
async function aggregateMatchesMemories(ctx: TestApp) {
  const { db } = ctx.database;
  const kept = await db
    .select({
      key: sql<string>`${memoryPlaceCounts.ownerId} || '|' || ${memoryPlaceCounts.coupleId} || '|' || ${memoryPlaceCounts.isPrivate} || '|' || ${memoryPlaceCounts.name} || '|' || ${memoryPlaceCounts.lat} || '|' || ${memoryPlaceCounts.lng}`,
      count: memoryPlaceCounts.count,
    })
    .from(memoryPlaceCounts)
    .orderBy(sql`1`);
  const recounted = await db
    .select({
      key: sql<string>`${memories.ownerId} || '|' || coalesce(${memories.coupleId}, '') || '|' || ${memories.isPrivate} || '|' || ${memories.location} || '|' || ${memories.locationLat} || '|' || ${memories.locationLng}`,
      count: sql<number>`count(*)::int`,
    })
    .from(memories)
    .where(and(isNull(memories.deletedAt), isNotNull(memories.locationLat)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(recounted);
}

/**
 * The map's pins read from the per-place counts kept by a trigger (migration 0034), not from
 * the memories: every write that moves a memory in or out of a place must move its count.
 */
describeEachEngine('the map: places kept as counts', (engine) => {
  const t = useTestApp(engine);

  it('counts each place in full and gives its newest ids, at most the cap', async () => {
    const { a, b } = await connectedPair(t());
    const cap = PLACE_LIMITS.memoryIdsPerPlace;
    const made: string[] = [];
    // by both partners, dated one day apart: newest first is the reverse of the writing
    for (let i = 0; i < cap + 3; i++) {
      const day = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
      made.push((await createMemory(t(), i % 2 ? b : a, { location: DALAT, date: day })).id);
    }
    await createMemory(t(), a, { location: HOI_AN });
    const [dalat, hoiAn] = await mapOf(t(), a);
    expect(dalat).toMatchObject({ ...DALAT, count: cap + 3 });
    expect(dalat!.memoryIds).toEqual(made.toReversed().slice(0, cap));
    expect(hoiAn).toMatchObject({ ...HOI_AN, count: 1 });
    expect((await mapOf(t(), b)).map((p) => p.count)).toEqual([cap + 3, 1]);
    await aggregateMatchesMemories(t());
  });

  it('follows the trash, a restore, a delete for good and an edit of the place', async () => {
    const { a, b } = await connectedPair(t());
    const first = await createMemory(t(), a, { location: DALAT, date: '2025-01-01' });
    const second = await createMemory(t(), b, { location: DALAT, date: '2025-02-01' });
    const moved = await createMemory(t(), a, { location: HOI_AN });

    expect((await as(t(), a, 'DELETE', `/api/memories/${first.id}`)).statusCode).toBe(200);
    // a tie in count goes by name ('H' sorts before 'Đ')
    expect(await mapOf(t(), b)).toEqual([
      { ...HOI_AN, count: 1, memoryIds: [moved.id] },
      { ...DALAT, count: 1, memoryIds: [second.id] },
    ]);
    const restored = await as(t(), a, 'POST', `/api/trash/memory/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await mapOf(t(), b))[0]).toEqual({
      ...DALAT,
      count: 2,
      memoryIds: [second.id, first.id],
    });

    // a new place, then none: the old place's count goes with it, an emptied place is gone
    await as(t(), a, 'PUT', `/api/memories/${moved.id}`, { location: HUE });
    expect(countsOf(await mapOf(t(), a))).toEqual({ 'Đà Lạt': 2, Huế: 1 });
    await as(t(), a, 'PUT', `/api/memories/${moved.id}`, { location: 'Chỉ có tên' });
    expect(countsOf(await mapOf(t(), a))).toEqual({ 'Đà Lạt': 2 });

    // in the trash, then deleted for good from it
    await as(t(), b, 'DELETE', `/api/memories/${second.id}`);
    const purged = await as(t(), b, 'DELETE', `/api/trash/memory/${second.id}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await mapOf(t(), a)).toEqual([{ ...DALAT, count: 1, memoryIds: [first.id] }]);
    await aggregateMatchesMemories(t());
  });

  it('moves a memory made private out of the partner’s map, and back', async () => {
    const { a, b } = await connectedPair(t());
    const memory = await createMemory(t(), a, { location: HUE });
    expect(countsOf(await mapOf(t(), b))).toEqual({ Huế: 1 });
    await as(t(), a, 'PUT', `/api/memories/${memory.id}`, { isPrivate: true });
    expect(await mapOf(t(), b)).toEqual([]);
    expect(countsOf(await mapOf(t(), a))).toEqual({ Huế: 1 });
    await as(t(), a, 'PUT', `/api/memories/${memory.id}`, { isPrivate: false });
    expect(countsOf(await mapOf(t(), b))).toEqual({ Huế: 1 });
    await aggregateMatchesMemories(t());
  });

  describe('whose places', () => {
    it('never shows another couple’s places, nor one single person’s to another', async () => {
      const ours = await connectedPair(t());
      const theirs = await connectedPair(t());
      await createMemory(t(), ours.a, { location: DALAT });
      await createMemory(t(), theirs.a, { location: HOI_AN });
      // two people with no couple: their memories' couple is none, which must not join them
      const single = await t().registerUser();
      const otherSingle = await t().registerUser();
      await createMemory(t(), single, { location: HUE, isPrivate: true });
      await createMemory(t(), otherSingle, { location: HUE, isPrivate: true });

      expect(countsOf(await mapOf(t(), ours.b))).toEqual({ 'Đà Lạt': 1 });
      expect(countsOf(await mapOf(t(), theirs.b))).toEqual({ 'Hội An': 1 });
      expect(countsOf(await mapOf(t(), single))).toEqual({ Huế: 1 });
      expect(countsOf(await mapOf(t(), otherSingle))).toEqual({ Huế: 1 });
      const unauthenticated = await t().app.inject({ method: 'GET', url: '/api/memories/places' });
      expect(unauthenticated.statusCode).toBe(401);
      await aggregateMatchesMemories(t());
    });
  });
});
