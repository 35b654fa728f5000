import { randomUUID } from 'node:crypto';
import { blogPosts, memories, reminders } from '../../src/db/schema.js';
import type { TestApp } from './test-app.js';
import { authHeader } from './test-app.js';

/**
 * Rows written straight into the database, for tests that need exact dates and instants
 * the API would not take (a reminder due yesterday, a post published last year, when a
 * memory was written). The counting triggers still run.
 */
export async function insertMemory(
  ctx: TestApp,
  row: {
    ownerId: string;
    coupleId: string | null;
    date: string;
    createdAt: Date;
    isPrivate?: boolean;
    title?: string;
    description?: string;
    id?: string;
  },
): Promise<string> {
  const id = row.id ?? randomUUID();
  await ctx.database.db.insert(memories).values({
    id,
    coupleId: row.coupleId,
    ownerId: row.ownerId,
    authorId: row.ownerId,
    title: row.title ?? `memory ${row.date}`,
    description: row.description ?? 'Một ngày đẹp',
    date: row.date,
    isPrivate: row.isPrivate ?? false,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  });
  return id;
}

export async function insertReminder(
  ctx: TestApp,
  row: {
    coupleId: string;
    authorId: string;
    datetime: Date;
    createdAt?: Date;
    isCompleted?: boolean;
    title?: string;
    description?: string;
    id?: string;
  },
): Promise<string> {
  const id = row.id ?? randomUUID();
  await ctx.database.db.insert(reminders).values({
    id,
    coupleId: row.coupleId,
    authorId: row.authorId,
    title: row.title ?? `reminder ${row.datetime.toISOString()}`,
    description: row.description ?? '',
    type: 'date',
    datetime: row.datetime,
    scheduledAt: row.datetime,
    seriesStart: row.datetime,
    timeZone: 'Asia/Ho_Chi_Minh',
    isCompleted: row.isCompleted ?? false,
    completedAt: row.isCompleted ? row.datetime : null,
    notified: row.datetime.getTime() <= Date.now(),
    // what the scheduler would still notice, as a write through the API sets it
    notifyAt: row.datetime.getTime() <= Date.now() || row.isCompleted ? null : row.datetime,
    createdAt: row.createdAt ?? row.datetime,
    updatedAt: row.createdAt ?? row.datetime,
  });
  return id;
}

export async function insertPost(
  ctx: TestApp,
  row: {
    authorId: string;
    coupleId: string | null;
    privacy: 'private' | 'couple' | 'public';
    status?: 'draft' | 'published';
    publishedAt?: Date | null;
    title?: string;
    id?: string;
  },
): Promise<string> {
  const id = row.id ?? randomUUID();
  const status = row.status ?? 'published';
  await ctx.database.db.insert(blogPosts).values({
    id,
    authorId: row.authorId,
    coupleId: row.coupleId,
    title: row.title ?? `post ${row.privacy} ${status}`,
    content: 'Hai đứa đi Đà Lạt.',
    contentHtml: '<p>Hai đứa đi Đà Lạt.</p>',
    autoExcerpt: 'Hai đứa đi Đà Lạt.',
    category: 'travel',
    privacy: row.privacy,
    status,
    publishedAt: status === 'published' ? (row.publishedAt ?? new Date()) : null,
  });
  return id;
}

/** Sets a user's time zone through the API. */
export async function setTimeZone(ctx: TestApp, token: string, timeZone: string): Promise<void> {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/preferences',
    headers: authHeader(token),
    payload: { timeZone },
  });
  if (res.statusCode !== 200) throw new Error(`preferences: ${res.statusCode} ${res.body}`);
}

/** Moves the app's clock so that it reads `at` now. */
export function setClock(ctx: TestApp, at: Date): void {
  ctx.clock.reset();
  ctx.clock.advance((at.getTime() - Date.now()) / 1000);
}
