import {
  and,
  arrayContains,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads, users } from '../../db/schema.js';
import { blogComments, blogPostImages, blogPostLikes, blogPosts } from './blog-schema.js';
import type { BlogPostRow, NewBlogPostRow } from './blog-schema.js';
import { avatarWidthOf, imageRowColumns } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import { createBlogCommentsRepository } from './blog-comments-repository.js';
import { createBlogImportWrites } from './blog-import-repository.js';

/**
 * The SQL pieces of the blog's reads: who may open a post, what a list shows, the columns
 * a list or a post carries. A value may be a placeholder (`sql.placeholder`), so the hot
 * reads are prepared once (blog-repository.ts) instead of built on every request.
 */

/** A signed-in reader (their current couple decides what they see), or null: a guest. */
export type BlogViewer = { userId: string; coupleId: string | null; timeZone: string } | null;

export interface BlogFilter {
  scope: 'ours' | 'public';
  category?: string;
  tag?: string;
  privacy?: string;
  status?: string;
  authorId?: string;
  /** words, accents and case ignored; ranks the results */
  q?: string;
}

/** A value, or a placeholder filled when a prepared query runs. */
/** a value, a prepared query's placeholder, or SQL (a file URL's viewer, their couple) */
export type Param = string | ReturnType<typeof sql.placeholder> | SQL;

const {
  search: _search,
  content: _content,
  contentHtml: _contentHtml,
  renderVersion: _renderVersion,
  ...summaryColumns
} = getTableColumns(blogPosts);

export const cover = alias(uploads, 'cover');

/** a post's cover image, from `cover` left joined on its cover_upload_id (lists, the timeline) */
export const coverFields = {
  coverId: cover.id,
  coverWidths: cover.widths,
  coverPlaceholder: cover.placeholder,
  coverOriginalFile: cover.originalFile,
  coverWidth: cover.width,
  coverHeight: cover.height,
};

/** Not in the trash (issue 18): every read below keeps to these, the trash's own aside. */
export const isLive = isNull(blogPosts.deletedAt);

export const isPublic = and(
  eq(blogPosts.privacy, 'public'),
  eq(blogPosts.status, 'published'),
  isLive,
)!;

/**
 * DECISIONS "Blog privacy": a guest sees public published posts; a signed-in reader also
 * sees all of their own (drafts and private ones included) and the published `couple`
 * posts of their current couple (none when `coupleId` is null). Drafts are the author's.
 */
export function visibleWith(userId: Param, coupleId: Param | null): SQL {
  const ours =
    coupleId === null
      ? undefined
      : and(
          eq(blogPosts.coupleId, coupleId),
          eq(blogPosts.status, 'published'),
          eq(blogPosts.privacy, 'couple'),
        );
  return and(isLive, or(eq(blogPosts.authorId, userId), isPublic, ours))!;
}

/**
 * The "ours" list: my posts and those of our couple I may see (both arms match an order
 * index). "public" is everyone's public published posts (the partial public index).
 */
export function oursWith(userId: Param, coupleId: Param | null): SQL {
  const mine = eq(blogPosts.authorId, userId);
  if (coupleId === null) return and(isLive, mine)!;
  return and(
    isLive,
    or(
      mine,
      and(
        eq(blogPosts.coupleId, coupleId),
        eq(blogPosts.status, 'published'),
        inArray(blogPosts.privacy, ['couple', 'public']),
      ),
    ),
  )!;
}

export function scopeOf(viewer: BlogViewer, scope: BlogFilter['scope']): SQL {
  if (!viewer || scope === 'public') return isPublic;
  return oursWith(viewer.userId, viewer.coupleId);
}

export const tsQuery = (q: string) =>
  // once per query, not per row ranked (see memories-repository.ts tsQuery)
  sql`(select plainto_tsquery('simple'::regconfig, doita_unaccent(${q})) offset 0)`;

/** a list with no filter but its scope (the common case, served by prepared queries) */
export const unfiltered = (filter: BlogFilter) =>
  !filter.category &&
  !filter.tag &&
  !filter.privacy &&
  !filter.status &&
  !filter.authorId &&
  !filter.q;

export function filterOf(viewer: BlogViewer, filter: BlogFilter): SQL {
  const parts: (SQL | undefined)[] = [scopeOf(viewer, filter.scope)];
  if (filter.category) parts.push(eq(blogPosts.category, filter.category));
  if (filter.tag) parts.push(arrayContains(blogPosts.tags, [filter.tag]));
  if (filter.privacy) parts.push(eq(blogPosts.privacy, filter.privacy));
  if (filter.status) parts.push(eq(blogPosts.status, filter.status));
  if (filter.authorId) parts.push(eq(blogPosts.authorId, filter.authorId));
  if (filter.q) parts.push(sql`${blogPosts.search} @@ ${tsQuery(filter.q)}`);
  return and(...parts)!;
}

/** the list order, as the order indexes hold it */
export const NEWEST_FIRST = [
  sql`${blogPosts.sortedAt} desc nulls last`,
  sql`${blogPosts.id} desc nulls last`,
];

/** a post with its author, cover and the reader's like (false for a guest: null) */
export const summaryFields = (userId: Param | null) => ({
  ...summaryColumns,
  authorName: users.displayName,
  authorAvatarUploadId: users.avatarUploadId,
  authorAvatarWidth: avatarWidthOf(users.avatarUploadId),
  likedByMe:
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${blogPostLikes} l where l.post_id = ${blogPosts.id} and l.user_id = ${userId})`,
  ...coverFields,
});

export const detailFields = (userId: Param | null) => ({
  ...summaryFields(userId),
  content: blogPosts.content,
  contentHtml: blogPosts.contentHtml,
  renderVersion: blogPosts.renderVersion,
});

/** a list page with its total counted by a window over the same rows */
export const listFields = (userId: Param | null) => ({
  ...summaryFields(userId),
  total: sql<number>`(count(*) over ())::int`,
});

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

    /** moves it to the trash (issue 18): every read but the trash's answers 404 from now */
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

export type BlogAccountRepository = ReturnType<typeof createBlogAccountRepository>;

export function createBlogAccountRepository(db: Db) {
  return {
    /**
     * My likes and comments on other people's posts cascade with my account; the posts'
     * counters must drop by as many first, or they would count people who are gone.
     */
    async uncountPerson(userId: string): Promise<void> {
      await db.execute(sql`
        update ${blogPosts} p set likes_count = p.likes_count - (
          select count(*) from ${blogPostLikes} l where l.post_id = p.id and l.user_id = ${userId})
        where p.author_id <> ${userId}
          and exists (select 1 from ${blogPostLikes} l where l.post_id = p.id and l.user_id = ${userId})`);
      // a comment in the trash is already uncounted (issue 18)
      await db.execute(sql`
        update ${blogPosts} p set comments_count = p.comments_count - (
          select count(*) from ${blogComments} c
          where c.post_id = p.id and c.author_id = ${userId} and c.deleted_at is null)
        where p.author_id <> ${userId}
          and exists (select 1 from ${blogComments} c
            where c.post_id = p.id and c.author_id = ${userId} and c.deleted_at is null)`);
    },
  };
}
