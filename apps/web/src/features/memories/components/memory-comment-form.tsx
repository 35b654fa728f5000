import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { MEMORY_COMMENT_LIMITS } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { fieldErrorMessage, isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
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
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const change = useChangeMemoryComment();
  const left = MEMORY_COMMENT_LIMITS.content - text.length;
  const editing = commentId !== undefined;

  const submit = () => {
    if (!text.trim()) {
      setError('validation.required');
      return;
    }
    const body = { content: text };
    change.mutate(
      editing ? { kind: 'update', memoryId, commentId, body } : { kind: 'create', memoryId, body },
      {
        onSuccess: () => {
          setText('');
          setError(undefined);
          onDone?.();
        },
        onError: (failure) => {
          const field =
            isApiError(failure) && failure.status === 422 ? failure.errors[0] : undefined;
          if (field) setError(fieldErrorMessage(field));
          else notifyError(failure);
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className={editing ? 'sr-only' : 'text-sm font-semibold'}>
        {editing ? t('memories:comments.editLabel') : t('memories:comments.label')}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          if (e.key === 'Escape' && editing) onDone?.();
        }}
        placeholder={t('memories:comments.placeholder')}
        maxLength={MEMORY_COMMENT_LIMITS.content}
        rows={editing ? 2 : 3}
        aria-invalid={!!error}
        aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
        disabled={change.isPending}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-left`} className="text-sm text-muted">
          {t('memories:comments.remaining', { count: left })}
        </span>
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
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {translateFormMessage(t, error)}
        </p>
      )}
    </form>
  );
}
