import { randomUUID } from 'node:crypto';
import { UNKNOWN_AUTHOR_NAME } from '@doita/shared';
import type { Author } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AvatarRef, FileViewer } from '../uploads/index.js';
import type { UserWithCouple } from '../users/index.js';
import type { CommentRow, CommentsRepository, NewComment, Trashed } from './comments-repository.js';

export interface CommentsServiceDeps {
  comments: Pick<CommentsRepository, 'find'>;
  clock: Clock;
  /** signs a writer's avatar for the reader, null a guest (uploads-service `avatarUrl`) */
  signAvatar: (ref: AvatarRef, reader: FileViewer | null) => string | null;
}

/** What every area's comment says, before the area adds its target's id and its rights. */
export interface CommentFields {
  id: string;
  content: string;
  createdAt: string;
  author: Author;
  canDelete: boolean;
}

export type CommentsService = ReturnType<typeof createCommentsService>;

/** The signed-in person writing, editing or removing: what a comment shows of them. */
export type Writer = Pick<UserWithCouple, 'id' | 'displayName' | 'avatarUploadId' | 'avatarWidth'>;

export const commentNotFound = () => notFound('Comment not found');

/**
 * The rules every comment keeps, wherever it is written: anyone who may answer the target
 * writes one; its writer, and only its writer, edits it; its writer or the target's keeper
 * (the post's author, the memory's owner) removes it, to their trash. Who may see or answer
 * the target is the area's to say before calling these.
 */
export function createCommentsService(deps: CommentsServiceDeps) {
  const { comments, clock, signAvatar } = deps;

  function author(row: CommentRow, reader: FileViewer | null): Author {
    return {
      id: row.authorName === null ? null : row.authorId,
      displayName: row.authorName ?? UNKNOWN_AUTHOR_NAME,
      avatarUrl: signAvatar(
        { avatarUploadId: row.authorAvatarUploadId, avatarWidth: row.authorAvatarWidth },
        reader,
      ),
    };
  }

  return {
    /** the common part of a comment as this reader (null: a guest) sees it */
    view(row: CommentRow, reader: FileViewer | null, keeperId: string | null): CommentFields {
      const readerId = reader?.id ?? null;
      const mine = readerId !== null && row.authorId === readerId;
      return {
        id: row.id,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        author: author(row, reader),
        canDelete: mine || (readerId !== null && keeperId === readerId),
      };
    },

    /** a new comment of mine, and the row a list would show for it */
    draft(user: Writer, targetId: string, content: string) {
      const comment: NewComment = {
        id: randomUUID(),
        targetId,
        authorId: user.id,
        content,
        createdAt: clock.now(),
      };
      return { comment, row: rowOf(user, comment, null) };
    },

    /** my comment as edited: the row a list would show for it */
    edited(
      user: Writer,
      comment: { id: string; targetId: string; content: string },
      times: { createdAt: Date; editedAt: Date | null },
    ): CommentRow {
      return rowOf(user, { ...comment, createdAt: times.createdAt }, times.editedAt);
    },

    /** a live comment of the target that is mine: 404 when there is none, 403 for another's */
    async editable(user: Writer, targetId: string, commentId: string): Promise<void> {
      const found = await comments.find(targetId, commentId);
      if (!found) throw commentNotFound();
      if (found.authorId !== user.id) throw forbidden();
    },

    /** mine, or any on what I keep: 404 when there is none, 403 for another's elsewhere */
    async removable(
      user: Writer,
      targetId: string,
      keeperId: string | null,
      commentId: string,
    ): Promise<void> {
      const found = await comments.find(targetId, commentId);
      if (!found) throw commentNotFound();
      if (found.authorId !== user.id && keeperId !== user.id) throw forbidden();
    },

    /** who trashes it now: they see it in their trash and may bring it back */
    trashedBy(user: Writer): Trashed {
      return { by: user.id, at: clock.now() };
    },
  };

  function rowOf(
    user: Writer,
    comment: { id: string; targetId: string; content: string; createdAt: Date },
    editedAt: Date | null,
  ): CommentRow {
    return {
      id: comment.id,
      targetId: comment.targetId,
      authorId: user.id,
      content: comment.content,
      createdAt: comment.createdAt,
      editedAt,
      authorName: user.displayName,
      authorAvatarUploadId: user.avatarUploadId,
      authorAvatarWidth: user.avatarWidth,
    };
  }
}
