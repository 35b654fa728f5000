import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads, users } from '../../db/schema.js';
import { blogPostImages, blogPostLikes, blogPosts } from './blog-schema.js';
import type { BlogPostRow, NewBlogPostRow } from './blog-schema.js';
import { imageRowColumns } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import { createBlogCommentsRepository } from './blog-comments-repository.js';
import { createBlogImportWrites } from './blog-import-repository.js';
import {
  NEWEST_FIRST,
  cover,
  detailFields,
  filterOf,
  isPublic,
  listFields,
  oursWith,
  scopeOf,
  tsQuery,
  unfiltered,
  visibleWith,
} from './blog-reads-repository.js';
import type { BlogFilter, BlogViewer, Param } from './blog-reads-repository.js';

export type BlogRepository = ReturnType<typeof createBlogRepository>;

type Window = { offset: number; limit: number };

export type BlogPostPatch = Partial<
  Pick<
    BlogPostRow,
    | 'title'
    | 'content'
    | 'contentHtml'
    | 'renderVersion'
    | 'excerpt'
    | 'autoExcerpt'
    | 'readingMinutes'
    | 'coverUploadId'
    | 'tags'
    | 'category'
    | 'privacy'
    | 'status'
    | 'publishedAt'
    | 'coupleId'
    | 'updatedAt'
  >
>;

export function createBlogRepository(db: Db) {
  const ph = sql.placeholder;
  /** a post with its author, cover and the reader's like: one query */
  const detailSelect = (userId: Param | null) =>
    db
      .select(detailFields(userId))
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .leftJoin(cover, eq(cover.id, blogPosts.coverUploadId));
  /** the same for a whole page, whatever its size, with the total */
  const listSelect = (userId: Param | null) =>
    db
      .select(listFields(userId))
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorId))
      .leftJoin(cover, eq(cover.id, blogPosts.coverUploadId));

  // The hot reads, prepared once: a post (for a guest, for a reader) and an unfiltered page
  // (ours; everyone's public for a guest or a reader). Filtered lists are built per call.
  const publicPost = detailSelect(null)
    .where(and(eq(blogPosts.id, ph('id')), isPublic))
    .limit(1)
    .prepare('blog_public_post');
  const readerPost = detailSelect(ph('userId'))
    .where(and(eq(blogPosts.id, ph('id')), visibleWith(ph('userId'), ph('coupleId'))))
    .limit(1)
    .prepare('blog_reader_post');
  const page = (userId: Param | null, where: SQL) =>
    listSelect(userId)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(ph('limit'))
      .offset(ph('offset'));
  const oursPage = page(ph('userId'), oursWith(ph('userId'), ph('coupleId'))).prepare(
    'blog_ours_page',
  );
  const publicPageGuest = page(null, isPublic).prepare('blog_public_page_guest');
  const publicPageReader = page(ph('userId'), isPublic).prepare('blog_public_page');

  function unfilteredPage(viewer: BlogViewer, scope: BlogFilter['scope'], window: Window) {
    if (!viewer) return publicPageGuest.execute(window);
    if (scope === 'public') return publicPageReader.execute({ ...window, userId: viewer.userId });
    return oursPage.execute({ ...window, userId: viewer.userId, coupleId: viewer.coupleId });
  }

  return {
    async insert(row: NewBlogPostRow): Promise<void> {
      await db.insert(blogPosts).values(row);
    },

    async update(id: string, patch: BlogPostPatch): Promise<void> {
      await db.update(blogPosts).set(patch).where(eq(blogPosts.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(blogPosts).where(eq(blogPosts.id, id));
    },

    /** moves it to the trash: every read but the trash's answers 404 from now */
    async trash(id: string, by: string, at: Date): Promise<void> {
      await db
        .update(blogPosts)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(blogPosts.id, id), isNull(blogPosts.deletedAt)));
    },

    /** the post with its body, if the viewer may see it */
    async findVisible(id: string, viewer: BlogViewer) {
      const [row] = viewer
        ? await readerPost.execute({ id, userId: viewer.userId, coupleId: viewer.coupleId })
        : await publicPost.execute({ id });
      return row;
    },

    /** what a link preview of a public published post shows, or undefined */
    async publicCard(id: string) {
      const [row] = await db
        .select({
          id: blogPosts.id,
          title: blogPosts.title,
          excerpt: blogPosts.excerpt,
          autoExcerpt: blogPosts.autoExcerpt,
          publishedAt: blogPosts.publishedAt,
          authorName: users.displayName,
          coverId: cover.id,
          coverWidths: cover.widths,
          coverPlaceholder: cover.placeholder,
          coverWidth: cover.width,
          coverHeight: cover.height,
        })
        .from(blogPosts)
        .leftJoin(users, eq(users.id, blogPosts.authorId))
        .leftJoin(cover, eq(cover.id, blogPosts.coverUploadId))
        .where(and(eq(blogPosts.id, id), isPublic))
        .limit(1);
      return row;
    },

    /**
     * One page, newest first (ranked first when searching), and how many match in all:
     * one round trip, the total counted by a window over the same rows. Only a page past
     * the end (no row to carry the total) asks for the count on its own.
     */
    async list(viewer: BlogViewer, filter: BlogFilter, window: Window) {
      const where = filterOf(viewer, filter);
      const order = filter.q
        ? [sql`ts_rank(${blogPosts.search}, ${tsQuery(filter.q)}) desc`, ...NEWEST_FIRST]
        : NEWEST_FIRST;
      const rows = unfiltered(filter)
        ? await unfilteredPage(viewer, filter.scope, window)
        : await listSelect(viewer?.userId ?? null)
            .where(where)
            .orderBy(...order)
            .limit(window.limit)
            .offset(window.offset);
      if (rows[0] || window.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [counted] = await db.select({ total: count() }).from(blogPosts).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** counts by category in a scope (categories with no post are absent) */
    categoryCounts(viewer: BlogViewer, scope: BlogFilter['scope']) {
      return db
        .select({ category: blogPosts.category, count: sql<number>`count(*)::int` })
        .from(blogPosts)
        .where(scopeOf(viewer, scope))
        .groupBy(blogPosts.category);
    },

    tagCounts(viewer: BlogViewer, scope: BlogFilter['scope']) {
      const tag = sql<string>`t.tag`;
      return db
        .select({ tag, count: sql<number>`count(*)::int` })
        .from(blogPosts)
        .innerJoin(sql`unnest(${blogPosts.tags}) as t(tag)`, sql`true`)
        .where(scopeOf(viewer, scope))
        .groupBy(tag)
        .orderBy(sql`count(*) desc`, tag)
        .limit(100);
    },

    async statistics(viewer: NonNullable<BlogViewer>) {
      const where = scopeOf(viewer, 'ours');
      const month = sql<string>`to_char(${blogPosts.sortedAt} at time zone ${viewer.timeZone}, 'YYYY-MM')`;
      const [[totals], byMonth] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*)::int`,
            published: sql<number>`(count(*) filter (where ${blogPosts.status} = 'published'))::int`,
            likes: sql<number>`coalesce(sum(${blogPosts.likesCount}), 0)::int`,
            comments: sql<number>`coalesce(sum(${blogPosts.commentsCount}), 0)::int`,
          })
          .from(blogPosts)
          .where(where),
        db
          .select({ month, count: sql<number>`count(*)::int` })
          .from(blogPosts)
          .where(where)
          // by position: the time zone is a parameter, and $2 is not $1 to the planner
          .groupBy(sql`1`)
          .orderBy(sql`1`),
      ]);
      return { totals: totals ?? { total: 0, published: 0, likes: 0, comments: 0 }, byMonth };
    },

    /** the inline images of a post, ready to sign */
    imagesOf(postId: string): Promise<ImageRow[]> {
      return db
        .select({
          ...imageRowColumns,
        })
        .from(blogPostImages)
        .innerJoin(uploads, eq(uploads.id, blogPostImages.uploadId))
        .where(eq(blogPostImages.postId, postId))
        .orderBy(asc(uploads.id));
    },

    /** the owner's uploads among these ids (the editor's preview shows only those) */
    uploadsOwnedBy(ownerId: string, ids: string[]): Promise<ImageRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          ...imageRowColumns,
        })
        .from(uploads)
        .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)));
    },

    async imageIdsOf(postId: string): Promise<string[]> {
      const rows = await db
        .select({ id: blogPostImages.uploadId })
        .from(blogPostImages)
        .where(eq(blogPostImages.postId, postId));
      return rows.map((row) => row.id);
    },

    async addImages(postId: string, uploadIds: string[]): Promise<void> {
      if (!uploadIds.length) return;
      await db
        .insert(blogPostImages)
        .values(uploadIds.map((uploadId) => ({ postId, uploadId })))
        .onConflictDoNothing();
    },

    async removeImages(postId: string, uploadIds: string[]): Promise<void> {
      if (!uploadIds.length) return;
      await db
        .delete(blogPostImages)
        .where(and(eq(blogPostImages.postId, postId), inArray(blogPostImages.uploadId, uploadIds)));
    },

    /**
     * Likes, one statement each: the like row and the post's counter change together,
     * and the counter moves only by the rows really added or removed, so liking twice at
     * the same moment counts once, and like and unlike at once leave row and count agreeing.
     */
    async addLike(postId: string, userId: string): Promise<number> {
      return likesAfter(
        sql`insert into ${blogPostLikes} (post_id, user_id) values (${postId}, ${userId}) on conflict do nothing returning 1 as one`,
        postId,
        1,
      );
    },

    async removeLike(postId: string, userId: string): Promise<number> {
      return likesAfter(
        sql`delete from ${blogPostLikes} where post_id = ${postId} and user_id = ${userId} returning 1 as one`,
        postId,
        -1,
      );
    },

    ...createBlogCommentsRepository(db),
    ...createBlogImportWrites(db),
  };

  /** `change` (an insert or delete returning a row per like it made or removed), then the count */
  async function likesAfter(change: SQL, postId: string, direction: 1 | -1): Promise<number> {
    const changed = db.$with('changed', { one: sql<number>`one` }).as(change);
    const [row] = await db
      .with(changed)
      .update(blogPosts)
      .set({
        likesCount: sql`${blogPosts.likesCount} + ${direction} * (select count(*) from ${changed})::int`,
      })
      .where(eq(blogPosts.id, postId))
      .returning({ likesCount: blogPosts.likesCount });
    return row?.likesCount ?? 0;
  }
}

export type BlogSummaryRow = Omit<
  Awaited<ReturnType<BlogRepository['list']>>['rows'][number],
  'total'
>;
export type BlogDetailRow = NonNullable<Awaited<ReturnType<BlogRepository['findVisible']>>>;
