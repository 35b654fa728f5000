import type { TrashItem, TrashList } from '@doita/shared';
import { expect } from 'vitest';
import { as } from './couple.js';
import type { TestApp, TestUser } from './test-app.js';

export const DAY_S = 24 * 3600;

/** what `user`'s trash lists, as GET /api/trash answers it */
export async function trashOf(ctx: TestApp, user: TestUser): Promise<TrashItem[]> {
  const res = await as(ctx, user, 'GET', '/api/trash');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TrashList>().items;
}

export const idsOf = (items: TrashItem[]) => items.map((item) => `${item.kind}:${item.id}`);
