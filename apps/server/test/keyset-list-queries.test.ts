import {
  ALBUM_LIMITS,
  COMMENT_LIMITS,
  LETTER_LIMITS,
  NOTIFICATIONS_PAGE_MAX,
  REMINDER_HISTORY_LIMITS,
  SHARE_LINK_LIMITS,
  VALIDATION,
} from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { createReminder } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

type FieldError = { field: string; code: string };

/**
 * Every list read a page at a time by a keyset takes the same two query parameters, checked
 * by the same shared schemas: `limit`, a whole number from 1 to the list's own most, and
 * `cursor`, the previous page's `nextCursor`. A bad one is refused with the field named and
 * the same message key on every list, so the web says the same thing wherever it happens.
 */
describeEachEngine('keyset lists: limit and cursor checked alike', (engine) => {
  const t = useTestApp(engine);

  it('refuses a limit that is not a whole number in range, and an over-long cursor, on every list', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a, { title: 'Đà Lạt' });
    const reminder = await createReminder(ctx, a, { recurring: 'weekly' });
    const lists: [path: string, max: number][] = [
      ['/api/albums', ALBUM_LIMITS.listPageSizeMax],
      ['/api/share-links', SHARE_LINK_LIMITS.pageSizeMax],
      ['/api/letters', LETTER_LIMITS.pageMax],
      ['/api/notifications', NOTIFICATIONS_PAGE_MAX],
      [`/api/reminders/${reminder.id}/history`, REMINDER_HISTORY_LIMITS.pageSizeMax],
      [`/api/memories/${memory.id}/comments`, COMMENT_LIMITS.pageSizeMax],
    ];
    for (const [path, max] of lists) {
      // each list answers its largest page and its smallest
      for (const limit of [1, max]) {
        const res = await as(ctx, a, 'GET', `${path}?limit=${limit}`);
        expect(res.statusCode, `${path}?limit=${limit}: ${res.body}`).toBe(200);
      }
      for (const [query, field, code] of [
        ['limit=0', 'limit', VALIDATION.invalid],
        ['limit=-1', 'limit', VALIDATION.invalid],
        [`limit=${max + 1}`, 'limit', VALIDATION.invalid],
        ['limit=1.5', 'limit', VALIDATION.number],
        ['limit=abc', 'limit', VALIDATION.number],
        [`cursor=${'a'.repeat(201)}`, 'cursor', VALIDATION.invalid],
      ] as const) {
        const res = await as(ctx, a, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(422);
        const { errors } = res.json<{ errors?: FieldError[] }>();
        expect(errors, `${path}?${query}`).toContainEqual(expect.objectContaining({ field, code }));
      }
      // a cursor no page gave is refused (never a 500), whatever the list decodes it into
      for (const cursor of ['x', Buffer.from('not a date|x').toString('base64url'), '%00%01']) {
        const res = await as(ctx, a, 'GET', `${path}?cursor=${cursor}`);
        expect([400, 422], `${path}?cursor=${cursor}: ${res.body}`).toContain(res.statusCode);
      }
    }
  });
});
