import type { AppNotification } from '@doita/shared';
import { afterEach, expect, it } from 'vitest';
import { as, invite } from './helpers/couple.js';
import type { TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

interface Page {
  notifications: AppNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

describeEachEngine('notifications', (engine) => {
  const t = useTestApp(engine);
  afterEach(() => t().clock.reset());

  /** `n` people invite `me`, one second apart: n invitation_received notifications. */
  async function invitedBy(me: TestUser, n: number): Promise<string[]> {
    const names: string[] = [];
    for (let i = 0; i < n; i++) {
      const name = `Người ${i}`;
      await invite(t(), await t().registerUser({ displayName: name }), me);
      names.push(name);
      t().clock.advance(1);
    }
    return names;
  }
  const list = async (user: TestUser, query = '') =>
    (await as(t(), user, 'GET', `/api/notifications${query}`)).json<Page>();

  it('an empty bell', async () => {
    const me = await t().registerUser();
    expect(await list(me)).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
  });

  it('pages newest first with a keyset cursor, each one exactly once', async () => {
    const me = await t().registerUser();
    const names = await invitedBy(me, 5);
    const first = await list(me, '?limit=2');
    expect(first.unreadCount).toBe(5);
    expect(first.notifications).toHaveLength(2);
    const seen = [...first.notifications];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list(me, `?limit=2&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...page.notifications);
      cursor = page.nextCursor;
    }
    expect(seen.map((n) => n.data.actorName)).toEqual([...names].reverse());
    expect(new Set(seen.map((n) => n.id)).size).toBe(5);
  });

  it('marks one read (mine only) and then all', async () => {
    const me = await t().registerUser();
    const other = await t().registerUser();
    await invitedBy(me, 3);
    const [newest] = (await list(me)).notifications;
    const stranger = await as(t(), other, 'PATCH', `/api/notifications/${newest!.id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(newest!.id);

    const res = await as(t(), me, 'PATCH', `/api/notifications/${newest!.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification: { ...newest, isRead: true } });
    expect((await list(me)).unreadCount).toBe(2);

    const all = await as(t(), me, 'POST', '/api/notifications/read-all');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ message: expect.any(String) as string });
    const after = await list(me);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.isRead)).toBe(true);
  });

  it('is 404 for an unknown id, 422 for a bad limit or cursor', async () => {
    const me = await t().registerUser();
    expect((await as(t(), me, 'PATCH', '/api/notifications/nope/read')).statusCode).toBe(404);
    const crafted = (text: string) => `?cursor=${Buffer.from(text).toString('base64url')}`;
    for (const query of [
      '?limit=0',
      '?limit=51',
      '?limit=x',
      '?cursor=%21%21',
      '?cursor=bm9wZQ',
      crafted('+275760-09-13T00:00:00.000Z|abc'),
      crafted('2024-01-01|abc'),
      crafted("2024-01-01T00:00:00.000Z|' or 1=1"),
    ]) {
      const res = await as(t(), me, 'GET', `/api/notifications${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });
});
