import { z } from 'zod';
import { commentAnswerSchemas, commentFields } from '../social/social-schemas.js';

/**
 * A memory's comments: the shared comment (social-schemas.ts) with the memory it answers,
 * when it was edited and whether I may edit it. Reactions are the shared ones.
 */
export const memoryCommentSchema = z.object({
  ...commentFields,
  memoryId: z.string(),
  /** null until edited */
  editedAt: z.string().nullable(),
  /** mine: I may edit it */
  canEdit: z.boolean(),
});
export type MemoryComment = z.infer<typeof memoryCommentSchema>;

export const memoryCommentsResponseSchema = z.object({
  comments: z.array(memoryCommentSchema),
  /** how many comments the memory has in all */
  commentCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type MemoryCommentsList = z.infer<typeof memoryCommentsResponseSchema>;

const memoryCommentAnswers = commentAnswerSchemas(memoryCommentSchema, 'commentCount');
export const memoryCommentResponseSchema = memoryCommentAnswers.written;
export type MemoryCommentResponse = z.infer<typeof memoryCommentResponseSchema>;
export const memoryCommentDeletedResponseSchema = memoryCommentAnswers.deleted;
