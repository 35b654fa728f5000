import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  UNKNOWN_AUTHOR_NAME,
  VALIDATION,
  commentExcerpt,
} from '@doita/shared';
import type {
  MemoryComment,
  CommentBody,
  MemoryCommentsList,
  CommentCursorQuery,
  Reaction,
  ReactionEmoji,
  ReactionsResponse,
} from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import type { RealtimeHub } from '../../lib/events.js';
import { coupleTopic } from '../../lib/events.js';
import { decodeCursor } from '../notifications/index.js';
import type { Notifier, NotifyInput } from '../notifications/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { UserWithCouple } from '../users/index.js';
import type { MemoriesRepository, MemoryListRow } from './memories-repository.js';
import type { MemoryCommentListRow, MemorySocialRepository } from './memory-social-repository.js';

export interface MemorySocialServiceDeps {
  memories: Pick<MemoriesRepository, 'findVisible'>;
  social: MemorySocialRepository;
  notifier: Pick<Notifier, 'notify'>;
  events: Pick<RealtimeHub, 'publish'>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
  clock: Clock;
  log: { error(details: object, message: string): void };
}

export type MemorySocialService = ReturnType<typeof createMemorySocialService>;

const memoryNotFound = () => notFound('Memory not found');
const commentNotFound = () => notFound('Comment not found');
const privateMemory = () => badRequest(ERROR_CODES.privateMemory, ERROR_MESSAGES.privateMemory);

const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

/**
 * Reactions and comments on memories (issue 16): whoever may see a shared memory answers it
 * (its author and the partner); a stranger meets 404, a private memory takes none (the
 * partner cannot see it: 404; its author: 400). A comment is edited by its writer only and
 * removed by its writer or by the memory's keeper. The keeper hears of the partner's
 * reactions and comments; the couple's open screens hear that the memory changed.
 */
export function createMemorySocialService(deps: MemorySocialServiceDeps) {
  const { memories, social, clock } = deps;

  async function visible(user: UserWithCouple, id: string): Promise<MemoryListRow> {
    const row = await memories.findVisible(id, { userId: user.id, coupleId: user.coupleId });
    if (!row) throw memoryNotFound();
    return row;
  }

  async function answerable(user: UserWithCouple, id: string): Promise<MemoryListRow> {
    const row = await visible(user, id);
    if (row.isPrivate) throw privateMemory();
    return row;
  }

  function changed(memory: MemoryListRow): void {
    if (memory.coupleId)
      deps.events.publish({
        topic: coupleTopic(memory.coupleId),
        event: 'memories',
        data: { memoryId: memory.id },
      });
  }

  /** tells the keeper; a failure here never undoes what the partner did */
  async function tell(input: NotifyInput): Promise<void> {
    try {
      await deps.notifier.notify([input]);
    } catch (error) {
      deps.log.error({ err: error }, 'memory notification failed');
    }
  }

  async function reactionsOf(memoryId: string): Promise<Reaction[]> {
    const rows = await social.reactionsOf([memoryId]);
    return rows.map(({ emoji, userId }) => ({ emoji: emoji as ReactionEmoji, userId }));
  }

  function toComment(
    row: MemoryCommentListRow,
    user: UserWithCouple,
    memory: MemoryListRow,
  ): MemoryComment {
    const mine = row.authorId !== null && row.authorId === user.id;
    return {
      id: row.id,
      memoryId: row.memoryId,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      author: {
        id: row.authorName === null ? null : row.authorId,
        displayName: row.authorName ?? UNKNOWN_AUTHOR_NAME,
        avatarUrl: deps.uploadsService.avatarUrl({
          avatarUploadId: row.authorAvatarUploadId,
          avatarWidth: row.authorAvatarWidth,
        }),
      },
      canEdit: mine,
      canDelete: mine || memory.ownerId === user.id,
    };
  }

  const commentRowOf = (
    row: { id: string; memoryId: string; authorId: string | null; content: string },
    user: UserWithCouple,
    times: { createdAt: Date; editedAt: Date | null },
  ): MemoryCommentListRow => ({
    ...row,
    ...times,
    authorName: user.displayName,
    authorAvatarUploadId: user.avatarUploadId,
    authorAvatarWidth: user.avatarWidth,
  });

  const link = (memoryId: string) => `/memories/${memoryId}`;

  return {
    async setReaction(
      user: UserWithCouple,
      id: string,
      emoji: ReactionEmoji,
    ): Promise<ReactionsResponse> {
      const memory = await answerable(user, id);
      const before = await social.setReaction(id, user.id, emoji, clock.now());
      const reactions = await reactionsOf(id);
      if (before !== emoji) {
        changed(memory);
        await tell({
          to: memory.ownerId,
          actorId: user.id,
          type: 'memory_reaction',
          data: { actorName: user.displayName, memoryId: id, title: memory.title, emoji },
          link: link(id),
        });
      }
      return { reactions };
    },

    async removeReaction(user: UserWithCouple, id: string): Promise<ReactionsResponse> {
      const memory = await answerable(user, id);
      await social.removeReaction(id, user.id);
      changed(memory);
      return { reactions: await reactionsOf(id) };
    },

    async comments(
      user: UserWithCouple,
      id: string,
      query: CommentCursorQuery,
    ): Promise<MemoryCommentsList> {
      const memory = await visible(user, id);
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (after === null) throw fieldInvalid('cursor', VALIDATION.invalid);
      const [rows, commentCount] = await Promise.all([
        social.commentsPage(id, query.limit + 1, after),
        social.commentCount(id),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        comments: page.map((row) => toComment(row, user, memory)),
        commentCount,
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async addComment(user: UserWithCouple, id: string, body: CommentBody) {
      const memory = await answerable(user, id);
      const row = {
        id: randomUUID(),
        memoryId: id,
        authorId: user.id,
        content: body.content,
        createdAt: clock.now(),
      };
      await social.insertComment(row);
      const commentCount = await social.commentCount(id);
      changed(memory);
      await tell({
        to: memory.ownerId,
        actorId: user.id,
        type: 'memory_comment',
        data: {
          actorName: user.displayName,
          memoryId: id,
          title: memory.title,
          excerpt: commentExcerpt(body.content),
        },
        link: link(id),
      });
      const view = commentRowOf(row, user, { createdAt: row.createdAt, editedAt: null });
      return { comment: toComment(view, user, memory), commentCount };
    },

    /** my own comment only: anyone else's is 403 */
    async editComment(
      user: UserWithCouple,
      id: string,
      commentId: string,
      body: CommentBody,
    ) {
      const memory = await answerable(user, id);
      const found = await social.findComment(id, commentId);
      if (!found) throw commentNotFound();
      if (found.authorId !== user.id) throw forbidden();
      const row = await social.editComment(commentId, body.content, clock.now());
      if (!row) throw commentNotFound();
      changed(memory);
      const view = commentRowOf(row, user, { createdAt: row.createdAt, editedAt: row.editedAt });
      return {
        comment: toComment(view, user, memory),
        commentCount: await social.commentCount(id),
      };
    },

    /** mine, or any on a memory I keep (to my trash); someone else's elsewhere is 403 */
    async removeComment(user: UserWithCouple, id: string, commentId: string) {
      const memory = await visible(user, id);
      const found = await social.findComment(id, commentId);
      if (!found) throw commentNotFound();
      if (found.authorId !== user.id && memory.ownerId !== user.id) throw forbidden();
      // To the trash (issue 18): whoever deleted it sees it there and may bring it back.
      const trashed = { by: user.id, at: clock.now() };
      if (!(await social.trashComment(id, commentId, trashed))) throw commentNotFound();
      changed(memory);
      return { message: 'Comment deleted', commentCount: await social.commentCount(id) };
    },
  };
}
