import type { UploadsService } from '../uploads/index.js';
import { commentExcerpt, pageCount, pageWindow } from '@doita/shared';
import type { Notifier } from '../notifications/index.js';
import type { BlogCommentsList, BlogLike, BlogComment, CommentBody } from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { commentNotFound, createCommentsService } from '../social/index.js';
import type { CommentRow } from '../social/index.js';
import type { Caller } from '../users/index.js';
import type { BlogRepository } from './blog-repository.js';
import { postNotFound } from './blog-service.js';
import { viewerOf } from './blog-view.js';

export interface BlogSocialServiceDeps {
  blog: Pick<
    BlogRepository,
    'findVisible' | 'commentsOf' | 'commentOf' | 'findComment' | 'addLike' | 'removeLike'
  >;
  transact: Transact<{ blog: BlogRepository }>;
  uploadsService: Pick<UploadsService, 'avatarUrl'>;
  clock: Clock;
  /** the post's author hears of likes and comments */
  notifier: Pick<Notifier, 'notify'>;
  log: { error(details: object, message: string): void };
}

export type BlogSocialService = ReturnType<typeof createBlogSocialService>;

/**
 * Likes and comments: anyone who may see a post may like it and comment on it
 * (my partner on our posts, any signed-in reader on a public one); guests only read.
 * A comment goes away by its writer or by the post's author.
 */
export function createBlogSocialService(deps: BlogSocialServiceDeps) {
  const { blog, transact, uploadsService, clock } = deps;
  const comments = createCommentsService({
    comments: { find: blog.findComment },
    clock,
    signAvatar: (ref, reader) => uploadsService.avatarUrl(ref, reader),
  });

  /** a post's comment as this reader (null: a guest) sees it */
  function toComment(row: CommentRow, user: Caller | null, postAuthorId: string) {
    const fields = comments.view(row, user, postAuthorId);
    return { ...fields, postId: row.targetId } satisfies BlogComment;
  }

  async function visiblePost(user: Caller | null, id: string) {
    const row = await blog.findVisible(id, viewerOf(user));
    if (!row) throw postNotFound();
    return row;
  }

  async function tellAuthor(
    user: Caller,
    post: { id: string; title: string; authorId: string | null },
    type: 'post_liked' | 'post_comment',
    extra: Record<string, string> = {},
  ): Promise<void> {
    if (!post.authorId) return;
    await deps.notifier
      .notify([
        {
          to: post.authorId,
          actorId: user.id,
          type,
          data: { actorName: user.displayName, postId: post.id, title: post.title, ...extra },
          link: `/blog/${post.id}`,
        },
      ])
      .catch((error: unknown) => deps.log.error({ err: error }, 'post notification failed'));
  }

  return {
    /** idempotent: liking twice keeps one like */
    async like(user: Caller, id: string): Promise<BlogLike> {
      const post = await visiblePost(user, id);
      const likesCount = await blog.addLike(id, user.id);
      await tellAuthor(user, post, 'post_liked');
      return { likesCount, likedByMe: true };
    },

    /** idempotent: unliking what I never liked changes nothing */
    async unlike(user: Caller, id: string): Promise<BlogLike> {
      await visiblePost(user, id);
      const likesCount = await blog.removeLike(id, user.id);
      return { likesCount, likedByMe: false };
    },

    async comments(
      user: Caller | null,
      id: string,
      query: { page: number; limit: number },
    ): Promise<BlogCommentsList> {
      const post = await visiblePost(user, id);
      const { rows, total } = await blog.commentsOf(id, pageWindow(query.page, query.limit));
      return {
        comments: rows.map((row) => toComment(row, user, post.authorId)),
        pagination: {
          currentPage: query.page,
          totalComments: total,
          totalPages: pageCount(total, query.limit),
        },
      };
    },

    async addComment(
      user: Caller,
      id: string,
      body: CommentBody,
    ): Promise<{ comment: BlogComment; commentsCount: number }> {
      const post = await visiblePost(user, id);
      const { comment, row } = comments.draft(user, id, body.content);
      const commentsCount = await transact((tx) => tx.blog.addComment(comment));
      await tellAuthor(user, post, 'post_comment', { excerpt: commentExcerpt(body.content) });
      return { comment: toComment(row, user, post.authorId), commentsCount };
    },

    /**
     * A comment as it now stands, with the post's count: what a repeat of its writing
     * answers (its writer's avatar signed for the session asking now); 404 once the post or
     * the comment is gone.
     */
    async comment(
      user: Caller,
      id: string,
      commentId: string,
    ): Promise<{ comment: BlogComment; commentsCount: number }> {
      const post = await visiblePost(user, id);
      const row = await blog.commentOf(id, commentId);
      if (!row) throw commentNotFound();
      return { comment: toComment(row, user, post.authorId), commentsCount: post.commentsCount };
    },

    /** my own comment, or any on my post; someone else's elsewhere is 403 */
    async removeComment(user: Caller, id: string, commentId: string) {
      const post = await visiblePost(user, id);
      await comments.removable(user, id, post.authorId, commentId);
      const trashed = comments.trashedBy(user);
      const commentsCount = await transact((tx) => tx.blog.removeComment(id, commentId, trashed));
      if (commentsCount === null) throw commentNotFound();
      return { message: 'Comment deleted', commentsCount };
    },
  };
}
