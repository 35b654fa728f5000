import { and, arrayContains, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { uploads, users } from '../../db/schema.js';
import { blogPostLikes, blogPosts } from './blog-schema.js';
import { avatarWidthOf } from '../uploads/index.js';

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

/** Not in the trash: every read below keeps to these, the trash's own aside. */
export const isLive = isNull(blogPosts.deletedAt);

export const isPublic = and(
  eq(blogPosts.privacy, 'public'),
  eq(blogPosts.status, 'published'),
  isLive,
)!;

/**
 * Who reads a post (docs/product-rules.md, Privacy): a guest sees public published posts; a
 * signed-in reader also
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
 * Our couple's posts the "ours" list shows: published, for the couple or public. Written as
 * constants, so a prepared (generic) plan can still use the partial indexes that say the
 * same (blog_posts_couple_published_idx).
 */
const ofOurCouple = (coupleId: Param) =>
  and(
    eq(blogPosts.coupleId, coupleId),
    sql`${blogPosts.status} = 'published'`,
    sql`${blogPosts.privacy} in ('couple', 'public')`,
  )!;

/**
 * The "ours" list: my posts and those of our couple I may see (both arms match an order
 * index). "public" is everyone's public published posts (the partial public index).
 */
export function oursWith(userId: Param, coupleId: Param | null): SQL {
  const mine = eq(blogPosts.authorId, userId);
  if (coupleId === null) return and(isLive, mine)!;
  return and(isLive, or(mine, ofOurCouple(coupleId)))!;
}

/**
 * `oursWith` as its arms (mine; our couple's), each matching an index: a read that takes
 * each arm on its own and unions them (the timeline: each arm stops at its limit) sees
 * exactly what `oursWith` lets through.
 */
export function oursArms(userId: Param, coupleId: Param | null): SQL[] {
  const mine = and(isLive, eq(blogPosts.authorId, userId))!;
  return coupleId === null ? [mine] : [mine, and(isLive, ofOurCouple(coupleId))!];
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
