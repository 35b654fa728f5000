import type { ArchiveMessage, ExportArchive } from '@doita/shared';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memories } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { archiveZip, forgedArchive } from './helpers/forged-archive.js';
import { page, say, unread } from './helpers/messages.js';
import { importOf } from './helpers/portability.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * Nothing an import writes is dated after the import (docs/export-format.md, Import): an
 * archive that says something was done in the future (up to the last day of 2200, the last
 * the format allows: DATE_BOUNDS) is refused whole, as INVALID_DATA; only what is to come may lie ahead.
 */

const FAR = '2200-12-31T23:59:59.000Z';

const message = (
  data: ExportArchive,
  id: string,
  text: string,
  createdAt: string,
): ArchiveMessage => ({
  id,
  authorId: data.user.id,
  kind: 'text',
  text,
  photos: [],
  replyToId: null,
  createdAt,
  editedAt: null,
  removed: null,
  openedAt: null,
  messageReactions: [],
});

/** Each way to date something done in the future, and where the refusal says it is. */
const FUTURES: [string, (data: ExportArchive) => void][] = [
  ['messages.0.createdAt', (d) => d.messages.push(message(d, 'msg-9999', 'Từ tương lai', FAR))],
  [
    'messages.0.messageReactions.0.createdAt',
    (d) => {
      const m = message(d, 'msg-r', 'Thả tim', '2025-06-01T10:00:00.000Z');
      m.messageReactions.push({ userId: d.user.id, emoji: '❤️', createdAt: FAR });
      d.messages.push(m);
    },
  ],
  ['memories.0.updatedAt', (d) => (d.memories[0]!.updatedAt = FAR)],
  ['memories.0.comments.0.createdAt', (d) => (d.memories[0]!.comments![0]!.createdAt = FAR)],
  ['reminders.0.createdAt', (d) => (d.reminders[0]!.createdAt = FAR)],
  ['reminders.0.completedAt', (d) => (d.reminders[0]!.completedAt = FAR)],
  ['posts.1.createdAt', (d) => (d.posts[1]!.createdAt = FAR)],
  ['comments.0.createdAt', (d) => (d.comments[0]!.createdAt = FAR)],
  ['reactions.0.createdAt', (d) => (d.reactions[0]!.createdAt = FAR)],
  ['letters.0.createdAt', (d) => (d.letters[0]!.createdAt = FAR)],
  ['questionAnswers.0.answeredAt', (d) => (d.questionAnswers[0]!.answeredAt = FAR)],
  ['checkins.0.createdAt', (d) => (d.checkins[0]!.createdAt = FAR)],
  ['checkins.0.day', (d) => (d.checkins[0]!.day = '2200-12-31')],
  ['listItems.0.doneAt', (d) => (d.listItems[0]!.doneAt = FAR)],
];

describeEachEngine('an import dates nothing after itself', (engine) => {
  const t = useTestApp(engine);

  const memoriesOf = async (ctx: TestApp, user: TestUser) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(memories)
        .where(eq(memories.authorId, user.user.id))
    )[0]!.n;

  it.each(FUTURES)('refuses, whole, an archive with %s in 2200', async (where, change) => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const data = forgedArchive(a, b);
    change(data);
    const job = await importOf(ctx, a, await archiveZip(data));
    expect(job.status).toBe('failed');
    expect(job.error).toEqual({
      code: 'INVALID_DATA',
      message: `data.json does not match the format: ${where} is later than the time of the import`,
    });
    // nothing of it was written: not the message, not the rest
    expect((await page(ctx, b)).messages).toEqual([]);
    expect(await memoriesOf(ctx, a)).toBe(0);
  });

  it('keeps what is to come, and writes a message a few minutes ahead at the import, not after', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const data = forgedArchive(a, b);
    // to come: a reminder next year, a letter opening in 2045 (the forged archive's own)
    data.reminders[0]!.datetime = '2099-01-01T09:00:00.000Z';
    data.reminders[0]!.scheduledAt = '2099-01-01T09:00:00.000Z';
    data.listItems[0]!.targetDate = '2099-06-01';
    // within the clock skew two servers may have: written at the import's time
    const ahead = new Date(ctx.clock.now().getTime() + 2 * 60_000).toISOString();
    data.messages.push(message(data, 'msg-ahead', 'Gửi trước hai phút', ahead));
    const job = await importOf(ctx, a, await archiveZip(data));
    expect(job.status, JSON.stringify(job.error)).toBe('ready');

    const imported = (await page(ctx, b)).messages;
    expect(imported.map((m) => m.text)).toEqual(['Gửi trước hai phút']);
    expect(Date.parse(imported[0]!.createdAt)).toBeLessThanOrEqual(ctx.clock.now().getTime());
    // Bình reads it; what An sends next is still after Bình's pointer, so it counts as unread
    const read = await as(ctx, b, 'POST', '/api/messages/read', { upToId: imported[0]!.id });
    expect(read.statusCode, read.body).toBe(200);
    const next = await say(ctx, a, 'Tin nhắn mới');
    expect((await page(ctx, b)).messages.map((m) => m.id)).toEqual([next.id, imported[0]!.id]);
    expect((await unread(ctx, b)).count).toBe(1);
  });

  it('refuses an instant past the allowed clock skew', async () => {
    const ctx = t();
    const { a, b } = await connectedPair(ctx);
    const data = forgedArchive(a, b);
    const later = new Date(ctx.clock.now().getTime() + 6 * 60_000).toISOString();
    data.messages.push(message(data, 'msg-later', 'Sáu phút nữa', later));
    const job = await importOf(ctx, a, await archiveZip(data));
    expect(job.error?.code).toBe('INVALID_DATA');
    expect((await page(ctx, b)).messages).toEqual([]);
  });
});
