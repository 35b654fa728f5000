import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { MemoryComment } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authorName } from '@/lib/author-name';
import { notifyError } from '@/lib/error-toast';
import { formatClock, formatShownDate } from '@/lib/format';
import { confirmDialog } from '@/lib/modal-store';
import { useChangeMemoryComment, useMemoryComments } from '../api/memory-comments';
import { MemoryCommentForm } from './memory-comment-form';

/** The language's one date format with the time, on the viewer's clock (lib/format.ts). */
function formatCommentTime(iso: string, locale: string): string {
  const instant = new Date(iso);
  return `${formatShownDate(instant, { locale })} ${formatClock(instant, locale)}`;
}

function CommentItem({ comment }: { comment: MemoryComment }) {
  const { t, i18n } = useTranslation('memories');
  const [editing, setEditing] = useState(false);
  const change = useChangeMemoryComment();
  const name = authorName(comment.author);

  const onDelete = async () => {
    const confirmed = await confirmDialog({
      title: t('comments.deleteConfirm.title'),
      message: comment.content.slice(0, 140),
      confirmLabel: t('comments.deleteConfirm.confirm'),
      cancelLabel: t('comments.deleteConfirm.cancel'),
      tone: 'danger',
    });
    if (confirmed)
      change.mutate(
        { kind: 'delete', memoryId: comment.memoryId, commentId: comment.id },
        { onError: (failure) => notifyError(failure) },
      );
  };

  return (
    <li className="flex gap-3" data-testid="memory-comment">
      <Avatar name={name} src={comment.author.avatarUrl} className="size-9" />
      <div className="min-w-0 flex-1 rounded-2xl bg-surface-2 px-4 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-semibold">{name}</p>
          <span className="text-xs text-muted">
            <time dateTime={comment.createdAt}>
              {formatCommentTime(comment.createdAt, i18n.language)}
            </time>
            {comment.editedAt && ` · ${t('comments.edited')}`}
          </span>
        </div>
        {editing ? (
          <div className="mt-2">
            <MemoryCommentForm
              memoryId={comment.memoryId}
              commentId={comment.id}
              initial={comment.content}
              onDone={() => setEditing(false)}
            />
          </div>
        ) : (
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{comment.content}</p>
        )}
      </div>
      <div className="flex flex-col">
        {comment.canEdit && !editing && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('comments.edit')}
            title={t('comments.edit')}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
        )}
        {comment.canDelete && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('comments.delete')}
            title={t('comments.delete')}
            loading={change.isPending}
            onClick={() => void onDelete()}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}

/** A shared memory's comments, oldest first, page by page, and the form to add one. */
export function MemoryComments({ memoryId, count }: { memoryId: string; count: number }) {
  const { t } = useTranslation('memories');
  const comments = useMemoryComments(memoryId);
  const items = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <section aria-labelledby="memory-comments-title" className="flex flex-col gap-5">
      <h2 id="memory-comments-title" className="font-display text-2xl font-semibold">
        {t('comments.title')} <span className="text-muted">({count})</span>
      </h2>
      {comments.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('comments.loading')}
        </p>
      ) : comments.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-danger">
            {t('comments.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void comments.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
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
      <MemoryCommentForm memoryId={memoryId} />
    </section>
  );
}
