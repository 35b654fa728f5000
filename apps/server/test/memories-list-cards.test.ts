import type { Memory } from '@doita/shared';
import { REACTIONS } from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { uploadImage } from './helpers/images.js';
import { createMemory, listMemories } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * The lists (plain, searched by words, filtered) read each card's photos, reactions and
 * comment count in the page's own statement; the memory read alone reads them apart. All
 * must give the same card.
 */
describeEachEngine('the memories list: what a card carries', (engine) => {
  const t = useTestApp(engine);

  it('gives each memory its photos in order, reactions and live comments, as read alone', async () => {
    const { a, b } = await connectedPair(t());
    const [first, second] = [await uploadImage(t(), a), await uploadImage(t(), a)];
    const pictured = await createMemory(t(), a, {
      images: [second.id, first.id],
      date: '2025-03-01',
      title: 'Hoàng hôn ở Đà Lạt',
      tags: ['travel'],
    });
    const plain = await createMemory(t(), b, {
      date: '2025-02-01',
      description: 'Hoàng hôn',
      tags: ['travel'],
    });
    const [love, other] = [REACTIONS[0], REACTIONS[1]];
    await as(t(), b, 'PUT', `/api/memories/${pictured.id}/reaction`, { emoji: love });
    await as(t(), a, 'PUT', `/api/memories/${pictured.id}/reaction`, { emoji: other });
    const comments = `/api/memories/${pictured.id}/comments`;
    await as(t(), b, 'POST', comments, { content: 'Đẹp quá' });
    const gone = await as(t(), a, 'POST', comments, { content: 'xoá' });
    const goneId = gone.json<{ comment: { id: string } }>().comment.id;
    expect((await as(t(), a, 'DELETE', `${comments}/${goneId}`)).statusCode).toBe(200);

    const list = await listMemories(t(), a, '/api/memories?page=1&limit=10');
    expect(list.memories.map((m) => m.id)).toEqual([pictured.id, plain.id]);
    const card = list.memories[0]!;
    expect(card.images.map((image) => image.id)).toEqual([second.image.id, first.image.id]);
    expect(card.reactions).toEqual([
      { emoji: love, userId: b.user.id },
      { emoji: other, userId: a.user.id },
    ]);
    expect(card.commentCount).toBe(1);
    expect(list.memories[1]).toMatchObject({ images: [], reactions: [], commentCount: 0 });

    const alone = await as(t(), a, 'GET', `/api/memories/${pictured.id}`);
    const memory = alone.json<{ memory: Memory }>().memory;
    // signed URLs carry their own expiry; everything else is the same card
    const unsigned = (m: Memory) => ({
      ...m,
      images: m.images.map(({ id, width, height }) => ({ id, width, height })),
    });
    expect(unsigned(card)).toEqual(unsigned(memory));

    for (const url of ['/api/memories/search?q=hoang%20hon', '/api/memories/search?tags=travel']) {
      const found = await listMemories(t(), a, url);
      expect(found.memories.map(unsigned), url).toEqual(list.memories.map(unsigned));
    }
  });
});
