import { z } from 'zod';
import { VALIDATION, idSchema, requiredText } from '../common/common-schemas.js';
import { MEMORY_COMMENT_LIMITS, MEMORY_REACTIONS } from './memory-social-rules.js';

/** One person's reaction to a memory. */
export const memoryReactionSchema = z.object({
  emoji: z.enum(MEMORY_REACTIONS),
  userId: z.string(),
});
export type MemoryReaction = z.infer<typeof memoryReactionSchema>;

/** PUT /memories/:id/reaction */
export const setMemoryReactionBodySchema = z.object({
  emoji: z.enum(MEMORY_REACTIONS, { error: VALIDATION.invalid }),
});
export type SetMemoryReactionBody = z.input<typeof setMemoryReactionBodySchema>;

/** The memory's reactions after the change (everyone's, mine included). */
export const memoryReactionsResponseSchema = z.object({
  reactions: z.array(memoryReactionSchema),
});
export type MemoryReactionsResponse = z.infer<typeof memoryReactionsResponseSchema>;

export const memoryCommentAuthorSchema = z.object({
  /** null once the account is gone */
  id: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const memoryCommentSchema = z.object({
  id: z.string(),
  memoryId: z.string(),
  /** plain text, shown as text (never HTML) */
  content: z.string(),
  createdAt: z.string(),
  /** null until edited */
  editedAt: z.string().nullable(),
  author: memoryCommentAuthorSchema,
  /** mine: I may edit it */
  canEdit: z.boolean(),
  /** mine, or on my memory: I may remove it */
  canDelete: z.boolean(),
});
export type MemoryComment = z.infer<typeof memoryCommentSchema>;

/** POST and PUT /memories/:id/comments(/:commentId) */
export const memoryCommentBodySchema = z.object({
  content: requiredText(MEMORY_COMMENT_LIMITS.content),
});
export type MemoryCommentBody = z.input<typeof memoryCommentBodySchema>;

/** GET /memories/:id/comments: oldest first, keyset pages (`cursor` from `nextCursor`). */
export const memoryCommentsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MEMORY_COMMENT_LIMITS.pageSizeMax)
    .default(MEMORY_COMMENT_LIMITS.pageSize),
  cursor: z.string().max(200).optional(),
});
export type MemoryCommentsQuery = z.output<typeof memoryCommentsQuerySchema>;

export const memoryCommentParamsSchema = z.object({ id: idSchema, commentId: idSchema });

export const memoryCommentsResponseSchema = z.object({
  comments: z.array(memoryCommentSchema),
  /** how many comments the memory has in all */
  commentCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type MemoryCommentsList = z.infer<typeof memoryCommentsResponseSchema>;

export const memoryCommentResponseSchema = z.object({
  comment: memoryCommentSchema,
  commentCount: z.number().int(),
});
export type MemoryCommentResponse = z.infer<typeof memoryCommentResponseSchema>;

export const memoryCommentDeletedResponseSchema = z.object({
  message: z.string(),
  commentCount: z.number().int(),
});
