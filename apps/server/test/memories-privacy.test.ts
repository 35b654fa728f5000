import { expect, it } from 'vitest';
import { accept, as, connectedPair, invite } from './helpers/couple.js';
import { createMemory, listMemories, titlesOf } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/** Shared or just for me, 404 to other couples, a disconnect loses nothing (docs/product-rules.md). */
describeEachEngine('memories: who sees what', (engine) => {
  const t = useTestApp(engine);

  const seenBy = async (ctx: TestApp, user: TestUser) =>
    titlesOf(await listMemories(ctx, user)).sort();

  it('my private memory is mine alone: my partner and a stranger meet 404 everywhere', async () => {
    const { a, b } = await connectedPair(t());
    const stranger = await t().registerUser();
    const secret = await createMemory(t(), a, { title: 'Chỉ mình tôi', isPrivate: true });
    const shared = await createMemory(t(), a, { title: 'Của hai đứa' });
    expect(await seenBy(t(), a)).toEqual(['Chỉ mình tôi', 'Của hai đứa']);
    expect(await seenBy(t(), b)).toEqual(['Của hai đứa']);
    expect(await seenBy(t(), stranger)).toEqual([]);
    for (const url of [`/api/memories/${secret.id}`, `/api/memories/${secret.id}/favorite`]) {
      expect((await as(t(), b, url.endsWith('favorite') ? 'PATCH' : 'GET', url)).statusCode).toBe(
        404,
      );
    }
    for (const [method, url] of [
      ['GET', `/api/memories/${shared.id}`],
      ['PUT', `/api/memories/${shared.id}`],
      ['DELETE', `/api/memories/${shared.id}`],
      ['PATCH', `/api/memories/${shared.id}/favorite`],
    ] as const) {
      const res = await as(
        t(),
        stranger,
        method,
        url,
        method === 'PUT' ? { title: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const tags = await as(t(), stranger, 'GET', '/api/memories/statistics');
    expect(tags.json<{ statistics: { total: number } }>().statistics.total).toBe(0);
  });

  it('after a disconnect each keeps their own; a reconnect of the same two brings the rest back', async () => {
    const { a, b } = await connectedPair(t());
    await createMemory(t(), a, { title: 'Của An' });
    await createMemory(t(), b, { title: 'Của Bình' });
    await as(t(), a, 'DELETE', '/api/couple/disconnect');
    expect(await seenBy(t(), a)).toEqual(['Của An']);
    expect(await seenBy(t(), b)).toEqual(['Của Bình']);
    // Single again, only private memories can be written.
    expect(
      (
        await as(t(), a, 'POST', '/api/memories', {
          title: 'x',
          description: 'y',
          date: '2025-01-01',
        })
      ).statusCode,
    ).toBe(400);

    const again = await invite(t(), b, a);
    await accept(t(), a, again.id);
    expect(await seenBy(t(), a)).toEqual(['Của An', 'Của Bình']);
    expect(await seenBy(t(), b)).toEqual(['Của An', 'Của Bình']);
  });

  it('someone new after a disconnect never sees the old couple’s memories', async () => {
    const { a, b } = await connectedPair(t());
    await createMemory(t(), b, { title: 'Chuyện cũ' });
    await as(t(), a, 'DELETE', '/api/couple/disconnect');
    const newcomer = await t().registerUser();
    const pending = await invite(t(), b, newcomer);
    await accept(t(), newcomer, pending.id);
    // Shared memories belong to the couple they were made in.
    expect(await seenBy(t(), newcomer)).toEqual([]);
    expect(await seenBy(t(), b)).toEqual(['Chuyện cũ']);
  });
});
