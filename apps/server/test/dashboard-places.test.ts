import type { Dashboard } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

const DALAT = { name: 'Đà Lạt', lat: 11.9404, lng: 108.4583 };
const HOI_AN = { name: 'Hội An', lat: 15.8801, lng: 108.338 };
const SAPA = { name: 'Sa Pa', lat: 22.3364, lng: 103.8438 };

async function placesOf(ctx: TestApp, user: TestUser): Promise<number> {
  const res = await as(ctx, user, 'GET', '/api/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ dashboard: Dashboard }>().dashboard.counts.places;
}

describeEachEngine('"places we have been" on the dashboard', (engine) => {
  const t = useTestApp(engine);

  it('counts the map’s places each partner sees: once a place, never a private one of the other, not the trash', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    expect(await placesOf(ctx, a)).toBe(0);

    // two memories at one place, by both partners: one place
    await createMemory(ctx, a, { location: DALAT });
    await createMemory(ctx, b, { location: DALAT });
    // a name without coordinates is not on the map
    await createMemory(ctx, a, { location: 'Nhà bà ngoại' });
    expect(await placesOf(ctx, a)).toBe(1);

    // b's private place counts for b alone
    await createMemory(ctx, b, { location: HOI_AN, isPrivate: true });
    expect(await placesOf(ctx, a)).toBe(1);
    expect(await placesOf(ctx, b)).toBe(2);

    // a place whose only memory goes to the trash leaves the count, and comes back with it
    const trip = await createMemory(ctx, a, { location: SAPA });
    expect(await placesOf(ctx, b)).toBe(3);
    expect((await as(ctx, a, 'DELETE', `/api/memories/${trip.id}`)).statusCode).toBe(200);
    expect(await placesOf(ctx, b)).toBe(2);
    expect(await placesOf(ctx, a)).toBe(1);
  });

  it('is 0 for someone single (memories need a couple)', async () => {
    const ctx = t();
    expect(await placesOf(ctx, await ctx.registerUser())).toBe(0);
  });
});
