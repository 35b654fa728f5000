import { sql } from 'drizzle-orm';
import { check, primaryKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from '../../db/columns.js';
import { users } from '../users/users-schema.js';
import { uploads } from '../uploads/uploads-schema.js';
import { couples } from '../couple/couple-schema.js';

/**
 * The couple's blog (docs/product-rules.md, Privacy). `couple_id` is the author's
 * couple when the post was written (or made `couple`): a `couple` post is seen by that
 * couple's members, and comes back with a reconnect. `content` is the Markdown as
 * written; `content_html` its sanitised rendering (inline images as `upload:ID`, signed
 * on every read), redone when `render_version` is older than the renderer's.
 * `likes_count` and `comments_count` are kept in the transaction that adds or removes a
 * like or comment. `sorted_at` orders lists: publication, else writing.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coupleId: text('couple_id').references(() => couples.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    renderVersion: integer('render_version').notNull().default(0),
    /** the author's own excerpt */
    excerpt: text('excerpt'),
    /** the first 150 characters of the text */
    autoExcerpt: text('auto_excerpt').notNull().default(''),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    privacy: text('privacy').notNull(),
    status: text('status').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    sortedAt: timestamp('sorted_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(published_at, created_at)`),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** in the trash since: every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`(setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(excerpt, ''))), 'B') || setweight(to_tsvector('simple'::regconfig, doita_unaccent(coalesce(content, ''))), 'C'))`,
      ),
    ...timestamps,
  },
  (t) => [
    index('blog_posts_author_order_idx').on(t.authorId, t.sortedAt.desc(), t.id.desc()),
    index('blog_posts_couple_order_idx').on(t.coupleId, t.sortedAt.desc(), t.id.desc()),
    index('blog_posts_public_order_idx')
      .on(t.sortedAt.desc(), t.id.desc())
      .where(sql`${t.privacy} = 'public' and ${t.status} = 'published' and ${t.deletedAt} is null`),
    index('blog_posts_search_idx').using('gin', t.search),
    index('blog_posts_tags_idx').using('gin', t.tags),
    index('blog_posts_cover_idx').on(t.coverUploadId),
    // The timeline: published posts by publication, mine and our couple's.
    index('blog_posts_author_published_idx')
      .on(t.authorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index('blog_posts_couple_published_idx')
      .on(t.coupleId, t.publishedAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'published' and ${t.privacy} in ('couple', 'public') and ${t.deletedAt} is null`,
      ),
    // The trash: a person's trashed items, newest first; the purge, oldest first.
    index('blog_posts_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('blog_posts_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),

    check(
      'blog_posts_category',
      sql`${t.category} in ('love', 'life', 'travel', 'food', 'memories', 'thoughts')`,
    ),
    check('blog_posts_privacy', sql`${t.privacy} in ('private', 'couple', 'public')`),
    check('blog_posts_status', sql`${t.status} in ('draft', 'published')`),
    check('blog_posts_counts', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
  ],
);

/** One like per person and post. */
export const blogPostLikes = pgTable(
  'blog_post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('blog_post_likes_user_id_idx').on(t.userId),
  ],
);

/** Comments: plain text, oldest first. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** in the trash since: every read but the trash's own answers 404 */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** who moved it there: they see it in their trash, restore it or delete it for good */
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Whole (trashed ones too): deleting a post cascades to its comments through it.
    index('blog_comments_post_order_idx').on(t.postId, t.createdAt, t.id),
    index('blog_comments_author_id_idx').on(t.authorId),
    // The trash: a person's trashed items, newest first; the purge, oldest first.
    index('blog_comments_trash_idx')
      .on(t.deletedBy, t.deletedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is not null`),
    index('blog_comments_purge_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

/** The uploads a post's Markdown shows inline (`upload:ID`), claimed for it. */
export const blogPostImages = pgTable(
  'blog_post_images',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.uploadId] }),
    index('blog_post_images_upload_id_idx').on(t.uploadId),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;
export type BlogCommentRow = typeof blogComments.$inferSelect;
