import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { COMMENT_LIMITS } from '@doita/shared';
import { CommentBox } from '@/components/comments/comment-box';
import { useCommentDraft } from '@/components/comments/use-comment-draft';
import { Button } from '@/components/ui/button';
import { translateFormMessage } from '@/lib/i18n';
import { useChangeMemoryComment } from '../api/memory-comments';

/**
 * Writes a new comment, or edits one (`commentId` and its text given): plain text, the
 * characters left counted down, the server's field error shown under the box.
 */
export function MemoryCommentForm({
  memoryId,
  commentId,
  initial = '',
  onDone,
}: {
  memoryId: string;
  commentId?: string;
  initial?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation(['memories', 'validation']);
  const draft = useCommentDraft({ initial, blank: 'required', onDone });
  const change = useChangeMemoryComment();
  const editing = commentId !== undefined;

  const submit = () =>
    draft.submit((content, callbacks) => {
      const body = { content };
      change.mutate(
        editing
          ? { kind: 'update', memoryId, commentId, body }
          : { kind: 'create', memoryId, body },
        callbacks,
      );
    });

  return (
    <CommentBox
      label={editing ? t('memories:comments.editLabel') : t('memories:comments.label')}
      labelHidden={editing}
      value={draft.text}
      onChange={draft.setText}
      onSubmit={submit}
      onEscape={editing ? onDone : undefined}
      placeholder={t('memories:comments.placeholder')}
      maxLength={COMMENT_LIMITS.content}
      rows={editing ? 2 : 3}
      pending={change.isPending}
      remaining={t('memories:comments.remaining', { count: draft.left })}
      error={draft.error && translateFormMessage(t, draft.error)}
      actions={
        <div className="flex gap-2">
          {editing && (
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('memories:comments.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            loading={change.isPending}
            loadingText={t('memories:comments.sending')}
            icon={editing ? undefined : <Send className="size-4" aria-hidden="true" />}
          >
            {editing ? t('memories:comments.save') : t('memories:comments.submit')}
          </Button>
        </div>
      }
    />
  );
}
