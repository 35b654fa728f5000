import { PendingWrites } from '@/components/ui/pending-writes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { blogSocialContract, type BlogComment } from '@doita/shared';
import { CommentItem, CommentText, DeleteCommentAction } from '@/components/comments/comment-item';
import { CommentsSection as CommentsPanel } from '@/components/comments/comments-section';
import { confirmCommentDelete } from '@/components/comments/confirm-comment-delete';
import { buttonClasses } from '@/components/ui/button';
import { useUndoDelete } from '@/features/trash';
import { toast } from '@/lib/toast-store';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { formatPostDate } from './blog-wording';
import { CommentForm } from './comment-form';
import { authorName } from '@/lib/author-name';
import { Tooltip } from '@/components/ui/tooltip';

function BlogCommentItem({ comment }: { comment: BlogComment }) {
  const { t, i18n } = useTranslation('blog');
  const remove = useDeleteComment();
  const undo = useUndoDelete();
  const onDelete = async () => {
    const confirmed = await confirmCommentDelete(comment.content, (key, values) =>
      t(`comments.deleteConfirm.${key}`, values),
    );
    if (!confirmed) return;
    remove.mutate(
      { postId: comment.postId, commentId: comment.id },
      {
        onSuccess: () =>
          toast.success(t('comments.deleted'), undefined, {
            action: undo({ kind: 'comment', id: comment.id }),
          }),
      },
    );
  };
  const name = authorName(comment.author);
  return (
    <CommentItem
      testId="blog-comment"
      name={name}
      avatarUrl={comment.author.avatarUrl}
      meta={
        <time dateTime={comment.createdAt} className="text-xs text-muted">
          {formatPostDate(comment.createdAt, i18n.language)}
        </time>
      }
      actions={
        comment.canDelete && (
          <Tooltip label={t('comments.delete')}>
            <DeleteCommentAction
              label={t('comments.delete')}
              pending={remove.isPending}
              onDelete={onDelete}
            />
          </Tooltip>
        )
      }
    >
      <CommentText>{comment.content}</CommentText>
    </CommentItem>
  );
}

/** Comments, oldest first, page by page; the form when signed in, else a way to sign in. */
const COMMENT_WRITES = [blogSocialContract.addComment];

export function CommentsSection({
  postId,
  count,
  signedIn,
}: {
  postId: string;
  count: number;
  signedIn: boolean;
}) {
  const { t } = useTranslation('blog');
  const location = useLocation();
  const comments = useComments(postId);
  const items = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <CommentsPanel
      titleId="blog-comments-title"
      count={count}
      query={comments}
      items={items}
      renderItem={(comment) => <BlogCommentItem key={comment.id} comment={comment} />}
      // while loading, the post's own words ("loading the post...")
      text={(key) => t(key === 'loading' ? 'post.loading' : `comments.${key}`)}
    >
      {signedIn ? (
        <>
          <PendingWrites endpoints={COMMENT_WRITES} targetId={postId} />
          <CommentForm postId={postId} />
        </>
      ) : (
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname, search: '', hash: '' } }}
          className={buttonClasses({ variant: 'outline', className: 'self-start' })}
        >
          <LogIn className="size-4" aria-hidden="true" />
          {t('comments.signIn')}
        </Link>
      )}
    </CommentsPanel>
  );
}
