import type { TimelineItem, TimelinePage } from '@doita/shared';
import { expect } from 'vitest';
import { as } from './couple.js';
import { refreshed } from './reminders.js';
import type { TestApp, TestUser } from './test-app.js';

/** One page of GET /api/timeline, as `user` (its query string as given). */
export async function timelinePage(
  ctx: TestApp,
  user: TestUser,
  query = 'limit=50',
): Promise<TimelinePage> {
  const res = await as(ctx, await refreshed(ctx, user), 'GET', `/api/timeline?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TimelinePage>();
}

/** Pages through everything with `limit`, between pages calling `between` (concurrent writes). */
export async function wholeTimeline(
  ctx: TestApp,
  user: TestUser,
  limit: number,
  filter = 'all',
  between: (pageNumber: number) => Promise<void> = () => Promise.resolve(),
): Promise<TimelineItem[]> {
  const items: TimelineItem[] = [];
  let cursor: string | null = null;
  for (let n = 0; n < 200; n++) {
    const query: string = `filter=${filter}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const body = await timelinePage(ctx, user, query);
    expect(body.items.length).toBeLessThanOrEqual(limit);
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
    await between(n);
  }
  throw new Error('did not end');
}
