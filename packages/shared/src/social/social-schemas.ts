import { z } from 'zod';
import {
  VALIDATION,
  cursorSchema,
  idSchema,
  pageLimitSchema,
  requiredText,
} from '../common/common-schemas.js';
import { COMMENT_LIMITS, REACTIONS } from './social-rules.js';

/**
 * The shapes of comments and reactions, the same wherever they are written; each area's
 * contract declares its own endpoints (paths, the target's field) from these.
 */

/** Who wrote a post, a memory or a comment, as the reader sees them. */
export const authorSchema = z.object({
  /** null once the account is gone */
  id: z.string().nullable(),
  /** 'Unknown User' when the account is gone */
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

/** What every comment carries; an area adds the id of what it answers and its own rights. */
export const commentFields = {
  id: z.string(),
  /** plain text, shown as text (never HTML) */
  content: z.string(),
  createdAt: z.string(),
  author: authorSchema,
  /** mine, or on what I keep: I may remove it */
  canDelete: z.boolean(),
};

/**
 * POST (and PUT, where a comment may be edited) of a comment: plain text, NFC, trimmed; one
 * that shows nothing (only spaces or zero-width characters) is blank.
 */
export const commentBodySchema = z.object({
  content: requiredText(COMMENT_LIMITS.content),
});
export type CommentBody = z.input<typeof commentBodySchema>;

/** `/…/:id/comments/:commentId` */
export const commentParamsSchema = z.object({ id: idSchema, commentId: idSchema });

const pageSizeSchema = pageLimitSchema(COMMENT_LIMITS.pageSize, COMMENT_LIMITS.pageSizeMax);

/** A page of comments by its index, oldest first (`offsetMax` bounds how deep one may ask). */
export const commentPageQuerySchema = (offsetMax: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(offsetMax).default(1),
    limit: pageSizeSchema,
  });

/** A keyset page of comments, oldest first: `cursor` is the previous page's `nextCursor`. */
export const commentCursorQuerySchema = z.object({
  limit: pageSizeSchema,
  cursor: cursorSchema,
});
export type CommentCursorQuery = z.output<typeof commentCursorQuerySchema>;

/** One person's reaction. */
export const reactionSchema = z.object({
  emoji: z.enum(REACTIONS),
  userId: z.string(),
});
export type Reaction = z.infer<typeof reactionSchema>;

/** PUT of my reaction */
export const setReactionBodySchema = z.object({
  emoji: z.enum(REACTIONS, { error: VALIDATION.invalid }),
});
export type SetReactionBody = z.input<typeof setReactionBodySchema>;

/** The reactions after the change (everyone's, mine included). */
export const reactionsResponseSchema = z.object({
  reactions: z.array(reactionSchema),
});
export type ReactionsResponse = z.infer<typeof reactionsResponseSchema>;

/**
 * The answers of a comment's writes: the comment (or a message) and how many the target
 * now has, under the area's own name for that count.
 */
export function commentAnswerSchemas<C extends z.ZodType, K extends string>(
  comment: C,
  countKey: K,
) {
  const count = { [countKey]: z.number().int() } as { [P in K]: z.ZodNumber };
  return {
    written: z.object({ comment, ...count }),
    deleted: z.object({ message: z.string(), ...count }),
  };
}
