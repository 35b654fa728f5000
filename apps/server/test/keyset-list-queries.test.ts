import {
  ALBUM_LIMITS,
  COMMENT_LIMITS,
  LETTER_LIMITS,
  LIST_LIMITS,
  MESSAGE_LIMITS,
  NOTIFICATIONS_PAGE_MAX,
  REMINDER_HISTORY_LIMITS,
  SHARE_LINK_LIMITS,
  TIMELINE_PAGE_SIZE,
  VALIDATION,
  maxValueMessage,
  minValueMessage,
} from '@doita/shared';
import { expect, it } from 'vitest';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { createReminder } from './helpers/reminders.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

type FieldError = { field: string; code: string };

/**
 * The lists read a page at a time by a keyset (albums, share links, letters, notifications,
 * a reminder's history, a memory's comments, the list of plans, the conversation, whose
 * cursor is named `before`; the timeline takes `limit` alike and reads its own cursor) check
 * `limit` and the cursor with the same shared schemas: `limit` a whole number from 1 to the
 * list's own most, the cursor the previous page's `nextCursor`. A bad one is refused with the
 * field named and the same message key on every list, so the web says the same thing
 * wherever it happens.
 */
describeEachEngine('keyset lists: limit and cursor checked alike', (engine) => {
  const t = useTestApp(engine);

  it('refuses a limit that is not a whole number in range, and an over-long cursor, on every list', async () => {
    const ctx = t();
    const { a } = await connectedPair(ctx);
    const memory = await createMemory(ctx, a, { title: 'Đà Lạt' });
    const reminder = await createReminder(ctx, a, { isRecurring: true, recurringType: 'weekly' });
    const lists: [path: string, max: number, cursorName?: string][] = [
      ['/api/albums', ALBUM_LIMITS.listPageSizeMax],
      ['/api/share-links', SHARE_LINK_LIMITS.pageSizeMax],
      ['/api/letters', LETTER_LIMITS.pageMax],
      ['/api/notifications', NOTIFICATIONS_PAGE_MAX],
      [`/api/reminders/${reminder.id}/history`, REMINDER_HISTORY_LIMITS.pageSizeMax],
      [`/api/memories/${memory.id}/comments`, COMMENT_LIMITS.pageSizeMax],
      ['/api/list-items', LIST_LIMITS.pageSizeMax],
      ['/api/timeline', TIMELINE_PAGE_SIZE.max],
      // the conversation names its cursor `before`
      ['/api/messages', MESSAGE_LIMITS.pageMax, 'before'],
    ];
    for (const [path, max, cursorName = 'cursor'] of lists) {
      // each list answers its largest page and its smallest
      for (const limit of [1, max]) {
        const res = await as(ctx, a, 'GET', `${path}?limit=${limit}`);
        expect(res.statusCode, `${path}?limit=${limit}: ${res.body}`).toBe(200);
      }
      for (const [query, field, code] of [
        ['limit=0', 'limit', minValueMessage(1)],
        ['limit=-1', 'limit', minValueMessage(1)],
        [`limit=${max + 1}`, 'limit', maxValueMessage(max)],
        ['limit=1.5', 'limit', VALIDATION.number],
        ['limit=abc', 'limit', VALIDATION.number],
        // the timeline's cursor is not a field: one not the server's is 400 INVALID_CURSOR
        ...(path === '/api/timeline'
          ? []
          : ([[`${cursorName}=${'a'.repeat(201)}`, cursorName, VALIDATION.invalid]] as const)),
      ] as const) {
        const res = await as(ctx, a, 'GET', `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(422);
        const { errors } = res.json<{ errors?: FieldError[] }>();
        expect(errors, `${path}?${query}`).toContainEqual(expect.objectContaining({ field, code }));
      }
      // a cursor no page gave is refused (never a 500), whatever the list decodes it into
      for (const cursor of ['x', Buffer.from('not a date|x').toString('base64url'), '%00%01']) {
        const res = await as(ctx, a, 'GET', `${path}?${cursorName}=${cursor}`);
        expect([400, 422], `${path}?${cursorName}=${cursor}: ${res.body}`).toContain(
          res.statusCode,
        );
      }
    }
  });
});
