import { ERROR_CODES, ERROR_MESSAGES, commentExcerpt } from '@doita/shared';
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
import { badRequest, notFound } from '../../lib/errors.js';
import { keysetPage, pageStart } from '../../lib/keyset-cursor.js';
import type { Notifier, NotifyInput } from '../notifications/index.js';
import { commentNotFound, createCommentsService } from '../social/index.js';
import type { CommentRow } from '../social/index.js';
import type { UploadsService } from '../uploads/index.js';
import type { Caller } from '../users/index.js';
import { viewerOf } from './memories-audience-repository.js';
import type { MemoriesRepository, MemoryListRow } from './memories-repository.js';
import type { MemorySocialRepository } from './memory-social-repository.js';

export interface MemorySocialServiceDeps {
  memories: Pick<MemoriesRepository, 'findVisible'>;
  social: MemorySocialRepository;
  notifier: Pick<Notifier, 'notify'>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
  clock: Clock;
  log: { error(details: object, message: string): void };
}

export type MemorySocialService = ReturnType<typeof createMemorySocialService>;

const memoryNotFound = () => notFound('Memory not found');
const privateMemory = () => badRequest(ERROR_CODES.privateMemory, ERROR_MESSAGES.privateMemory);

/**
 * Reactions and comments on memories: whoever may see a shared memory answers it
 * (its author and the partner); a stranger meets 404, a private memory takes none (the
 * partner cannot see it: 404; its author: 400). A comment is edited by its writer only and
 * removed by its writer or by the memory's keeper. The keeper hears of the partner's
 * reactions and comments. The couple's open screens hear of every one through the routes'
 * `changed` event (lib/live-changes.ts), as of any other write.
 */
export function createMemorySocialService(deps: MemorySocialServiceDeps) {
  const { memories, social, clock } = deps;
  const comments = createCommentsService({
    comments: social.comments,
    clock,
    signAvatar: (ref, reader) => deps.uploadsService.avatarUrl(ref, reader),
  });

  async function visible(user: Caller, id: string): Promise<MemoryListRow> {
    const row = await memories.findVisible(id, viewerOf(user));
    if (!row) throw memoryNotFound();
    return row;
  }

  async function answerable(user: Caller, id: string): Promise<MemoryListRow> {
    const row = await visible(user, id);
    if (row.isPrivate) throw privateMemory();
    return row;
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

  /** a memory's comment as this partner sees it: only its writer edits it */
  function toComment(row: CommentRow, user: Caller, memory: MemoryListRow): MemoryComment {
    return {
      ...comments.view(row, user, memory.ownerId),
      memoryId: row.targetId,
      editedAt: row.editedAt?.toISOString() ?? null,
      canEdit: row.authorId === user.id,
    };
  }

  const link = (memoryId: string) => `/memories/${memoryId}`;

  return {
    async setReaction(user: Caller, id: string, emoji: ReactionEmoji): Promise<ReactionsResponse> {
      const memory = await answerable(user, id);
      const before = await social.setReaction(id, user.id, emoji, clock.now());
      const reactions = await reactionsOf(id);
      if (before !== emoji)
        await tell({
          to: memory.ownerId,
          actorId: user.id,
          type: 'memory_reaction',
          data: { actorName: user.displayName, memoryId: id, title: memory.title, emoji },
          link: link(id),
        });
      return { reactions };
    },

    async removeReaction(user: Caller, id: string): Promise<ReactionsResponse> {
      await answerable(user, id);
      await social.removeReaction(id, user.id);
      return { reactions: await reactionsOf(id) };
    },

    async comments(
      user: Caller,
      id: string,
      query: CommentCursorQuery,
    ): Promise<MemoryCommentsList> {
      const memory = await visible(user, id);
      // one more than a page: whether more follow
      const [rows, commentCount] = await Promise.all([
        social.comments.page(id, { limit: query.limit + 1, after: pageStart(query.cursor) }),
        social.comments.count(id),
      ]);
      const { page, nextCursor } = keysetPage(rows, query.limit);
      return {
        comments: page.map((row) => toComment(row, user, memory)),
        commentCount,
        nextCursor,
      };
    },

    async addComment(user: Caller, id: string, body: CommentBody) {
      const memory = await answerable(user, id);
      const { comment, row } = comments.draft(user, id, body.content);
      await social.comments.insert(comment);
      const commentCount = await social.comments.count(id);
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
      return { comment: toComment(row, user, memory), commentCount };
    },

    /** my own comment only: anyone else's is 403 */
    async editComment(user: Caller, id: string, commentId: string, body: CommentBody) {
      const memory = await answerable(user, id);
      await comments.editable(user, id, commentId);
      const times = await social.comments.edit(id, commentId, body.content, clock.now());
      if (!times) throw commentNotFound();
      const row = comments.edited(
        user,
        { id: commentId, targetId: id, content: body.content },
        times,
      );
      return {
        comment: toComment(row, user, memory),
        commentCount: await social.comments.count(id),
      };
    },

    /** mine, or any on a memory I keep (to my trash); someone else's elsewhere is 403 */
    async removeComment(user: Caller, id: string, commentId: string) {
      const memory = await visible(user, id);
      await comments.removable(user, id, memory.ownerId, commentId);
      // To the trash: whoever deleted it sees it there and may bring it back.
      if (!(await social.comments.trash(id, commentId, comments.trashedBy(user))))
        throw commentNotFound();
      return { message: 'Comment deleted', commentCount: await social.comments.count(id) };
    },
  };
}
