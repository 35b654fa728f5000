import { PendingWrites } from '@/components/ui/pending-writes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogIn, Trash2 } from 'lucide-react';
import type { BlogComment } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUndoDelete } from '@/features/trash';
import { confirmDialog } from '@/lib/modal-store';
import { toast } from '@/lib/toast-store';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { formatPostDate } from './blog-wording';
import { CommentForm } from './comment-form';
import { authorName } from '@/lib/author-name';
import { Tooltip } from '@/components/ui/tooltip';

function CommentItem({ comment }: { comment: BlogComment }) {
  const { t, i18n } = useTranslation('blog');
  const remove = useDeleteComment();
  const undo = useUndoDelete();
  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('comments.deleteConfirm.title'),
      message: comment.content.slice(0, 140),
      confirmLabel: t('comments.deleteConfirm.confirm'),
      cancelLabel: t('comments.deleteConfirm.cancel'),
      tone: 'danger',
    });
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
  return (
    <li className="flex gap-3" data-testid="blog-comment">
      <Avatar name={authorName(comment.author)} src={comment.author.avatarUrl} className="size-9" />
      <div className="min-w-0 flex-1 rounded-2xl bg-surface-2 px-4 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{authorName(comment.author)}</p>
          <time dateTime={comment.createdAt} className="text-xs text-muted">
            {formatPostDate(comment.createdAt, i18n.language)}
          </time>
        </div>
        <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{comment.content}</p>
      </div>
      {comment.canDelete && (
        <Tooltip label={t('comments.delete')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('comments.delete')}
            title={t('comments.delete')}
            loading={remove.isPending}
            onClick={() => void onDelete()}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </Tooltip>
      )}
    </li>
  );
}

/** Comments, oldest first, page by page; the form when signed in, else a way to sign in. */
const COMMENT_WRITES = ['createComment'] as const;

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
    <section aria-labelledby="blog-comments-title" className="flex flex-col gap-5">
      <h2 id="blog-comments-title" className="font-display text-2xl font-semibold">
        {t('comments.title')} <span className="text-muted">({count})</span>
      </h2>
      {comments.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('post.loading')}
        </p>
      ) : comments.isError ? (
        <p role="alert" className="text-danger">
          {t('comments.loadFailed')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted">{t('comments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('comments.more')}
        </Button>
      )}
      {signedIn ? (
        <>
          <PendingWrites kinds={COMMENT_WRITES} targetId={postId} />
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
    </section>
  );
}
