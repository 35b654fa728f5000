import type { ImportOffersResponse } from '@doita/shared';
import { count, eq, or } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  blogComments,
  blogPostLikes,
  blogPosts,
  memories,
  memoryComments,
  reminders,
  uploads,
} from '../../src/db/schema.js';
import { as } from './couple.js';
import type { TestApp, TestUser } from './test-app.js';

// Whose name an import wrote under, and what it held for whom: the import tests' reads.

/** every row written under this person's name */
export async function authoredBy(ctx: TestApp, user: TestUser) {
  const db = ctx.database.db;
  const id = user.user.id;
  const n = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  return {
    memories: await n(
      db
        .select({ n: count() })
        .from(memories)
        .where(or(eq(memories.authorId, id), eq(memories.ownerId, id))),
    ),
    reminders: await n(db.select({ n: count() }).from(reminders).where(eq(reminders.authorId, id))),
    posts: await n(db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.authorId, id))),
    comments: await n(
      db.select({ n: count() }).from(blogComments).where(eq(blogComments.authorId, id)),
    ),
    memoryComments: await n(
      db.select({ n: count() }).from(memoryComments).where(eq(memoryComments.authorId, id)),
    ),
    likes: await n(
      db.select({ n: count() }).from(blogPostLikes).where(eq(blogPostLikes.userId, id)),
    ),
    uploads: await n(db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, id))),
  };
}

export async function offersOf(ctx: TestApp, user: TestUser) {
  const res = await as(ctx, user, 'GET', '/api/imports/offers');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportOffersResponse>().offers;
}
