import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lockCountOf } from '../../db/transactions.js';
import {
  blogComments,
  blogPostImages,
  blogPostLikes,
  blogPosts,
  coupleMembers,
  couples,
  memories,
  memoryFavorites,
  memoryComments,
  memoryImages,
  memoryReactions,
  reminders,
  uploads,
  users,
} from '../../db/schema.js';
import { visibleTo as visibleReminders } from '../reminders/index.js';
import { coupleUnchangedSinceExport } from './export-tickets-repository.js';
import { createImportSeenQueries } from './import-seen-repository.js';
import { exportJobs, importJobs } from './portability-schema.js';
import type { ExportJobRow, ImportJobRow, JobErrorValue } from './portability-schema.js';

export type PortabilityRepository = ReturnType<typeof createPortabilityRepository>;

/** An upload as the archive carries it (its original file is what is exported). */
export interface ArchiveUploadRow {
  id: string;
  originalFile: string | null;
  originalType: string;
  originalName: string;
  width: number;
  height: number;
  /** `image`, `video` or `live` (a Live Photo's motion clip is `clipFile`) */
  kind?: string;
  clipFile?: string | null;
}

const uploadColumns = {
  kind: uploads.kind,
  clipFile: uploads.clipFile,
  id: uploads.id,
  originalFile: uploads.originalFile,
  originalType: uploads.originalType,
  originalName: uploads.originalName,
  width: uploads.width,
  height: uploads.height,
};

type JobKind = 'export' | 'import';
const tableOf = (kind: JobKind) => (kind === 'export' ? exportJobs : importJobs);

/**
 * The SQL of export and import: the jobs' rows, what a person may see read a page at a time
 * (keyset by id), and which archive items are here already. What an import writes of
 * memories, reminders and posts goes through their own repositories (archive-writer.ts).
 */
export function createPortabilityRepository(db: Db) {
  // Nothing in the trash is exported (a trashed item answers 404 everywhere else).
  /** what the caller may see of memories: their own, and their couple's shared ones */
  const visibleMemories = (userId: string, coupleId: string | null): SQL =>
    and(
      isNull(memories.deletedAt),
      coupleId
        ? or(
            eq(memories.ownerId, userId),
            and(eq(memories.coupleId, coupleId), not(memories.isPrivate)),
          )
        : eq(memories.ownerId, userId),
    )!;
  /** the posts I may read: mine (drafts too), and our couple's published couple/public ones */
  const visiblePosts = (userId: string, coupleId: string | null): SQL =>
    and(
      isNull(blogPosts.deletedAt),
      coupleId
        ? or(
            eq(blogPosts.authorId, userId),
            and(
              eq(blogPosts.coupleId, coupleId),
              eq(blogPosts.status, 'published'),
              inArray(blogPosts.privacy, ['couple', 'public']),
            ),
          )
        : eq(blogPosts.authorId, userId),
    )!;

  return {
    // ---- jobs -------------------------------------------------------------------------
    async insertExportJob(row: { id: string; userId: string; createdAt: Date }) {
      await db
        .insert(exportJobs)
        .values({ ...row, updatedAt: row.createdAt, status: 'pending', progress: 0 });
    },
    async insertImportJob(row: { id: string; userId: string; createdAt: Date }) {
      await db
        .insert(importJobs)
        .values({ ...row, updatedAt: row.createdAt, status: 'pending', progress: 0 });
    },
    /** a person's imports started one at a time, to the transaction's end */
    lockImportsOf: (userId: string) => lockCountOf(db, 'imports', userId),
    async hasUnfinishedImport(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: importJobs.id })
        .from(importJobs)
        .where(
          and(eq(importJobs.userId, userId), inArray(importJobs.status, ['pending', 'running'])),
        )
        .limit(1);
      return row !== undefined;
    },
    async findExportJob(id: string, userId: string): Promise<ExportJobRow | undefined> {
      const [row] = await db
        .select()
        .from(exportJobs)
        .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId)));
      return row;
    },
    /**
     * One of the user's ready exports, unless a couple of theirs connected or ended since it
     * was made: what it holds of a partner is no longer theirs to take (indexed by person).
     */
    async findDownloadableExport(id: string, userId: string): Promise<ExportJobRow | undefined> {
      const [row] = await db
        .select()
        .from(exportJobs)
        .where(
          and(
            eq(exportJobs.id, id),
            eq(exportJobs.userId, userId),
            eq(exportJobs.status, 'ready'),
            coupleUnchangedSinceExport(userId),
          ),
        );
      return row;
    },
    /** every export of these people, whatever its state (their files go with the account) */
    async exportIdsOf(userIds: string[]): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db
        .select({ id: exportJobs.id })
        .from(exportJobs)
        .where(inArray(exportJobs.userId, userIds));
      return rows.map((r) => r.id);
    },
    /**
     * These people's exports that a couple of theirs connected or ended since: no link opens
     * them any more (`findDownloadableExport`), so their files are only a copy to remove.
     */
    async exportsOutOfTheirCouple(userIds: string[]): Promise<string[]> {
      if (!userIds.length) return [];
      const rows = await db
        .select({ id: exportJobs.id })
        .from(exportJobs)
        .where(
          and(
            inArray(exportJobs.userId, userIds),
            not(coupleUnchangedSinceExport(exportJobs.userId)),
          ),
        );
      return rows.map((r) => r.id);
    },
    async findExportJobById(id: string): Promise<ExportJobRow | undefined> {
      const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
      return row;
    },
    async findImportJob(id: string, userId: string): Promise<ImportJobRow | undefined> {
      const [row] = await db
        .select()
        .from(importJobs)
        .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId)));
      return row;
    },
    /** the user's other exports (their files are removed when a new one starts) */
    async olderExports(userId: string, keepId: string): Promise<string[]> {
      const rows = await db
        .select({ id: exportJobs.id })
        .from(exportJobs)
        .where(
          and(
            eq(exportJobs.userId, userId),
            ne(exportJobs.id, keepId),
            inArray(exportJobs.status, ['ready', 'failed']),
          ),
        );
      return rows.map((r) => r.id);
    },
    async deleteExportJobs(ids: string[]) {
      if (ids.length) await db.delete(exportJobs).where(inArray(exportJobs.id, ids));
    },
    async updateJob(
      kind: JobKind,
      id: string,
      patch: {
        status?: 'pending' | 'running' | 'ready' | 'failed';
        progress?: number;
        error?: JobErrorValue | null;
        size?: number;
        counts?: Record<string, { added: number; skipped: number }>;
      },
      now: Date,
    ) {
      const table = tableOf(kind);
      await db
        .update(table)
        .set({ ...patch, updatedAt: now })
        .where(eq(table.id, id));
    },
    /** Jobs a stopped server left unfinished (started before `before`): marked failed. */
    async failUnfinished(kind: JobKind, before: Date, error: JobErrorValue, now: Date) {
      const table = tableOf(kind);
      const rows = await db
        .update(table)
        .set({ status: 'failed', error, updatedAt: now })
        .where(and(inArray(table.status, ['pending', 'running']), lt(table.updatedAt, before)))
        .returning({ id: table.id });
      return rows.map((r) => r.id);
    },

    // ---- what an export reads ---------------------------------------------------------
    async userWithCouple(userId: string) {
      const [row] = await db
        .select({ user: users, coupleId: coupleMembers.coupleId })
        .from(users)
        .leftJoin(coupleMembers, eq(coupleMembers.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
    async coupleWithPartner(coupleId: string, userId: string) {
      const [couple] = await db.select().from(couples).where(eq(couples.id, coupleId));
      if (!couple) return undefined;
      const partnerId = couple.user1Id === userId ? couple.user2Id : couple.user1Id;
      const [partner] = await db
        .select({ id: users.id, email: users.email, displayName: users.displayName })
        .from(users)
        .where(eq(users.id, partnerId));
      return { couple, partner };
    },
    async countVisible(userId: string, coupleId: string | null) {
      const [m] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(memories)
        .where(visibleMemories(userId, coupleId));
      const [p] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(visiblePosts(userId, coupleId));
      const [i] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(memoryImages)
        .innerJoin(memories, eq(memories.id, memoryImages.memoryId))
        .where(visibleMemories(userId, coupleId));
      return { memories: m?.n ?? 0, posts: p?.n ?? 0, photos: i?.n ?? 0 };
    },
    async memoriesPage(userId: string, coupleId: string | null, after: string, limit: number) {
      const { search: _search, ...columns } = getTableColumns(memories);
      void _search;
      return db
        .select(columns)
        .from(memories)
        .where(and(visibleMemories(userId, coupleId), gt(memories.id, after)))
        .orderBy(asc(memories.id))
        .limit(limit);
    },
    async memoryPhotos(memoryIds: string[]) {
      if (!memoryIds.length) return [];
      return db
        .select({
          memoryId: memoryImages.memoryId,
          position: memoryImages.position,
          ...uploadColumns,
        })
        .from(memoryImages)
        .innerJoin(uploads, eq(uploads.id, memoryImages.uploadId))
        .where(inArray(memoryImages.memoryId, memoryIds))
        .orderBy(asc(memoryImages.memoryId), asc(memoryImages.position));
    },
    /** the comments (not in the trash) and reactions on these memories */
    async memorySocial(memoryIds: string[]) {
      if (!memoryIds.length) return { comments: [], reactions: [] };
      const [comments, reactions] = await Promise.all([
        db
          .select()
          .from(memoryComments)
          .where(and(inArray(memoryComments.memoryId, memoryIds), isNull(memoryComments.deletedAt)))
          .orderBy(asc(memoryComments.createdAt), asc(memoryComments.id)),
        db.select().from(memoryReactions).where(inArray(memoryReactions.memoryId, memoryIds)),
      ]);
      return { comments, reactions };
    },
    async myFavorites(userId: string, memoryIds: string[]) {
      if (!memoryIds.length) return new Set<string>();
      const rows = await db
        .select({ memoryId: memoryFavorites.memoryId })
        .from(memoryFavorites)
        .where(
          and(
            eq(memoryFavorites.userId, userId),
            eq(memoryFavorites.isFavorite, true),
            inArray(memoryFavorites.memoryId, memoryIds),
          ),
        );
      return new Set(rows.map((r) => r.memoryId));
    },
    /** as the reminder lists show them: mine wherever I wrote them, our couple's not private */
    async reminders(userId: string, coupleId: string | null) {
      const { search: _search, ...columns } = getTableColumns(reminders);
      void _search;
      return db
        .select(columns)
        .from(reminders)
        .where(visibleReminders({ userId, coupleId }))
        .orderBy(asc(reminders.datetime), asc(reminders.id));
    },
    async postsPage(userId: string, coupleId: string | null, after: string, limit: number) {
      return db
        .select({
          id: blogPosts.id,
          authorId: blogPosts.authorId,
          title: blogPosts.title,
          content: blogPosts.content,
          excerpt: blogPosts.excerpt,
          tags: blogPosts.tags,
          category: blogPosts.category,
          privacy: blogPosts.privacy,
          status: blogPosts.status,
          publishedAt: blogPosts.publishedAt,
          coverUploadId: blogPosts.coverUploadId,
          createdAt: blogPosts.createdAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(and(visiblePosts(userId, coupleId), gt(blogPosts.id, after)))
        .orderBy(asc(blogPosts.id))
        .limit(limit);
    },
    async uploadsByIds(ids: string[]): Promise<ArchiveUploadRow[]> {
      if (!ids.length) return [];
      return db.select(uploadColumns).from(uploads).where(inArray(uploads.id, ids));
    },
    async postImages(postIds: string[]) {
      if (!postIds.length) return [];
      return db
        .select({ postId: blogPostImages.postId, ...uploadColumns })
        .from(blogPostImages)
        .innerJoin(uploads, eq(uploads.id, blogPostImages.uploadId))
        .where(inArray(blogPostImages.postId, postIds));
    },
    async comments(postIds: string[]) {
      if (!postIds.length) return [];
      return db
        .select()
        .from(blogComments)
        .where(and(inArray(blogComments.postId, postIds), isNull(blogComments.deletedAt)))
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
    },
    async likes(postIds: string[]) {
      if (!postIds.length) return [];
      return db.select().from(blogPostLikes).where(inArray(blogPostLikes.postId, postIds));
    },

    // what an import finds here already (inside its transaction)
    ...createImportSeenQueries(db),
  };
}
