import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { MemoryComment } from '@doita/shared';
import {
  CommentAction,
  CommentItem,
  CommentText,
  DeleteCommentAction,
} from '@/components/comments/comment-item';
import { CommentsSection } from '@/components/comments/comments-section';
import { confirmCommentDelete } from '@/components/comments/confirm-comment-delete';
import { authorName } from '@/lib/author-name';
import { notifyError } from '@/lib/error-toast';
import { formatClock, formatShownDate } from '@/lib/format';
import { useUndoDelete } from '@/features/trash';
import { toast } from '@/lib/toast-store';
import { useChangeMemoryComment, useMemoryComments } from '../api/memory-comments';
import { MemoryCommentForm } from './memory-comment-form';

/** The language's one date format with the time, on the viewer's clock (lib/format.ts). */
function formatCommentTime(iso: string, locale: string): string {
  const instant = new Date(iso);
  return `${formatShownDate(instant, { locale })} ${formatClock(instant, locale)}`;
}

function MemoryCommentItem({ comment }: { comment: MemoryComment }) {
  const { t, i18n } = useTranslation('memories');
  const [editing, setEditing] = useState(false);
  const change = useChangeMemoryComment();
  const undo = useUndoDelete();
  const name = authorName(comment.author);

  const onDelete = async () => {
    const confirmed = await confirmCommentDelete(comment.content, (key, values) =>
      t(`comments.deleteConfirm.${key}`, values),
    );
    if (confirmed)
      change.mutate(
        { kind: 'delete', memoryId: comment.memoryId, commentId: comment.id },
        {
          // to the trash: "Undo" on the toast brings it back
          onSuccess: () =>
            toast.success(t('comments.deleted'), undefined, {
              action: undo({ kind: 'comment', id: comment.id }),
            }),
          onError: (failure) => notifyError(failure),
        },
      );
  };

  return (
    <CommentItem
      testId="memory-comment"
      name={name}
      avatarUrl={comment.author.avatarUrl}
      meta={
        <span className="text-xs text-muted">
          <time dateTime={comment.createdAt}>
            {formatCommentTime(comment.createdAt, i18n.language)}
          </time>
          {comment.editedAt && ` · ${t('comments.edited')}`}
        </span>
      }
      actions={
        <div className="flex flex-col">
          {comment.canEdit && !editing && (
            <CommentAction
              label={t('comments.edit')}
              icon={Pencil}
              onClick={() => setEditing(true)}
            />
          )}
          {comment.canDelete && (
            <DeleteCommentAction
              label={t('comments.delete')}
              pending={change.isPending}
              onDelete={onDelete}
            />
          )}
        </div>
      }
    >
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
        <CommentText>{comment.content}</CommentText>
      )}
    </CommentItem>
  );
}

/** A shared memory's comments, oldest first, page by page, and the form to add one. */
export function MemoryComments({ memoryId, count }: { memoryId: string; count: number }) {
  const { t } = useTranslation('memories');
  const comments = useMemoryComments(memoryId);
  const items = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  return (
    <CommentsSection
      titleId="memory-comments-title"
      count={count}
      query={comments}
      items={items}
      renderItem={(comment) => <MemoryCommentItem key={comment.id} comment={comment} />}
      text={(key) => t(`comments.${key}`)}
      retry={{ label: t('common:actions.retry'), onRetry: () => void comments.refetch() }}
    >
      <MemoryCommentForm memoryId={memoryId} />
    </CommentsSection>
  );
}
