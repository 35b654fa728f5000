import { z } from 'zod';
import {
  VALIDATION,
  idSchema,
  maxItemsMessage,
  maxLengthMessage,
  requiredOneLineText,
  requiredText,
  text,
} from '../common/common-schemas.js';
import {
  authorSchema,
  commentAnswerSchemas,
  commentFields,
  commentPageQuerySchema,
} from '../social/social-schemas.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  BLOG_PRIVACIES,
  BLOG_SCOPES,
  BLOG_STATUSES,
  normalizeTag,
} from './blog-rules.js';

/**
 * The couple's blog: who reads and who changes a post is in docs/product-rules.md, Blog.
 * Calls live under /api/blog/posts. A post's Markdown is rendered and sanitised by the
 * server; `contentHtml` is that HTML with its images' URLs freshly signed.
 */
export const blogCategorySchema = z.enum(BLOG_CATEGORIES, { error: VALIDATION.invalid });
export const blogPrivacySchema = z.enum(BLOG_PRIVACIES, { error: VALIDATION.invalid });
export const blogStatusSchema = z.enum(BLOG_STATUSES, { error: VALIDATION.invalid });
export const blogScopeSchema = z.enum(BLOG_SCOPES, { error: VALIDATION.invalid });

/** A tag: letters, digits, spaces, `-` and `_`, at most 30 characters; stored lower case. */
export const blogTagSchema = requiredText(BLOG_LIMITS.tag)
  .refine((value) => normalizeTag(value) !== null, { error: VALIDATION.invalid })
  .transform((value) => normalizeTag(value) ?? value);

/** tags: unique after normalising, in the order given, at most 10 */
const tagsSchema = z
  .array(blogTagSchema, { error: VALIDATION.invalid })
  .max(BLOG_LIMITS.tags, { error: maxItemsMessage(BLOG_LIMITS.tags) })
  .transform((tags) => [...new Set(tags)]);

/** A post as lists carry it (no body). */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** the author's excerpt, else the first 150 characters of the text */
  excerpt: z.string(),
  /** the author's own excerpt (null: made from the text) */
  customExcerpt: z.string().nullable(),
  cover: imageSchema.nullable(),
  tags: z.array(z.string()),
  category: blogCategorySchema,
  privacy: blogPrivacySchema,
  status: blogStatusSchema,
  readingMinutes: z.number().int(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  likedByMe: z.boolean(),
  /** the viewer wrote it: only they edit, publish or delete it */
  canEdit: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: authorSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** the Markdown source, for the author's editor only (null for anyone else) */
  content: z.string().nullable(),
  /** the server's sanitised HTML, image URLs signed for this reader */
  contentHtml: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** optional text: blank (or showing nothing) means "none" (null) */
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Markdown is kept as written (no trimming: indentation means something there). */
const contentSchema = z
  .string({ error: VALIDATION.invalid })
  .max(BLOG_LIMITS.content, { error: maxLengthMessage(BLOG_LIMITS.content) });

const blogFields = {
  /** NFC, trimmed; blank or invisible-only (zero-width characters) is missing */
  title: requiredOneLineText(BLOG_LIMITS.title),
  content: contentSchema.optional(),
  excerpt: optionalText(BLOG_LIMITS.excerpt),
  /** an upload id (POST /upload/single), or null for no cover */
  coverImageId: idSchema.nullable().optional(),
  tags: tagsSchema.optional(),
  category: blogCategorySchema.optional(),
  privacy: blogPrivacySchema.optional(),
};

/** POST /blog/posts: a draft by default; category life and privacy private unless given. */
export const createBlogPostBodySchema = z.object({
  ...blogFields,
  status: blogStatusSchema.optional(),
});
export type CreateBlogPostBody = z.input<typeof createBlogPostBodySchema>;
export type CreateBlogPostInput = z.output<typeof createBlogPostBodySchema>;

/** PUT /blog/posts/:id: the fields sent change (publishing has its own calls). */
export const updateBlogPostBodySchema = z.object({
  ...blogFields,
  title: blogFields.title.optional(),
});
export type UpdateBlogPostBody = z.input<typeof updateBlogPostBodySchema>;
export type UpdateBlogPostInput = z.output<typeof updateBlogPostBodySchema>;

const pageQuery = (pageSize: number, pageSizeMax: number) => ({
  page: z.coerce.number().int().min(1).max(BLOG_LIMITS.offsetMax).default(1),
  limit: z.coerce.number().int().min(1).max(pageSizeMax).default(pageSize),
});

/** GET /blog/posts: one page (by index) of the posts the caller may see, filtered. */
export const blogListQuerySchema = z.object({
  ...pageQuery(BLOG_LIMITS.pageSize, BLOG_LIMITS.pageSizeMax),
  /** signed in: ours (default) or public; a guest sees public posts only */
  scope: blogScopeSchema.optional(),
  category: blogCategorySchema.optional(),
  tag: blogTagSchema.optional(),
  privacy: blogPrivacySchema.optional(),
  status: blogStatusSchema.optional(),
  /** a user id: the posts of one author */
  author: idSchema.optional(),
  /** words, accents and case ignored */
  q: text(BLOG_LIMITS.searchText).optional(),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const blogScopeQuerySchema = z.object({ scope: blogScopeSchema.optional() });

export const blogPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPosts: z.number().int(),
  totalPages: z.number().int(),
});
export const blogListResponseSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  pagination: blogPaginationSchema,
});
export type BlogList = z.infer<typeof blogListResponseSchema>;

export const blogPostResponseSchema = z.object({ post: blogPostSchema });

export const blogLikeResponseSchema = z.object({
  likesCount: z.number().int(),
  likedByMe: z.boolean(),
});
export type BlogLike = z.infer<typeof blogLikeResponseSchema>;

export const blogCommentSchema = z.object({
  ...commentFields,
  postId: z.string(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogCommentsQuerySchema = commentPageQuerySchema(BLOG_LIMITS.offsetMax);

const blogCommentAnswers = commentAnswerSchemas(blogCommentSchema, 'commentsCount');
export const blogCommentResponseSchema = blogCommentAnswers.written;
export const blogCommentsResponseSchema = z.object({
  comments: z.array(blogCommentSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalComments: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type BlogCommentsList = z.infer<typeof blogCommentsResponseSchema>;
export const blogCommentDeletedResponseSchema = blogCommentAnswers.deleted;

export const blogCategoriesResponseSchema = z.object({
  categories: z.array(z.object({ category: blogCategorySchema, count: z.number().int() })),
});
export const blogTagsResponseSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});

export const blogStatisticsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  drafts: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  /** every category, in the fixed order, zeros included */
  byCategory: z.array(z.object({ category: blogCategorySchema, count: z.number().int() })),
  /** 'YYYY-MM' of publication (of writing, for drafts), oldest first */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type BlogStatistics = z.infer<typeof blogStatisticsSchema>;
export const blogStatisticsResponseSchema = z.object({ statistics: blogStatisticsSchema });

/** POST /blog/posts/preview: what the server would store and show for this Markdown. */
export const blogPreviewBodySchema = z.object({ content: contentSchema });
export const blogPreviewResponseSchema = z.object({
  html: z.string(),
  excerpt: z.string(),
  readingMinutes: z.number().int(),
});
export type BlogPreview = z.infer<typeof blogPreviewResponseSchema>;

/** The rows of one page by index, and the pagination answer for it. */
export function pageWindow(page: number, limit: number): { offset: number; limit: number } {
  return { offset: (page - 1) * limit, limit };
}

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
