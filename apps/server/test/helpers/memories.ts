import type { Memory, MemoriesList } from '@doita/shared';
import { expect } from 'vitest';
import { as } from './couple.js';
import type { AppOnly, TestApp, TestUser } from './test-app.js';

export const memoryBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kỷ niệm Đà Lạt',
  description: 'Đồi thông và sương sớm',
  date: '2025-12-24',
  ...overrides,
});

/** Writes a memory (shared unless `isPrivate: true` is given) and returns it. */
export async function createMemory(
  ctx: AppOnly,
  user: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const res = await as(ctx, user, 'POST', '/api/memories', memoryBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ memory: Memory }>().memory;
}

export async function listMemories(ctx: TestApp, user: TestUser, url = '/api/memories?limit=100') {
  const res = await as(ctx, user, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MemoriesList>();
}

export const titlesOf = (list: MemoriesList) => list.memories.map((m) => m.title);
