import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { BLOG_LIMITS } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { fieldErrorMessage, isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { translateFormMessage } from '@/lib/i18n';
import { isQueuedWrite } from '@/lib/offline';
import { useCreateComment } from '../api/create-comment';

/** Write a comment: plain text, the characters left counted down. */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation(['blog', 'validation']);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateComment();
  const left = BLOG_LIMITS.comment - text.length;

  const submit = () => {
    if (!text.trim()) return;
    create.mutate(
      { postId, body: { content: text } },
      {
        onSuccess: () => {
          setText('');
          setError(undefined);
        },
        onError: (failure) => {
          if (isQueuedWrite(failure)) {
            // waiting to send (listed under the comments); the box is free for the next one
            setText('');
            setError(undefined);
            return;
          }
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
      <label htmlFor={id} className="text-sm font-semibold">
        {t('blog:comments.label')}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        placeholder={t('blog:comments.placeholder')}
        maxLength={BLOG_LIMITS.comment}
        rows={3}
        aria-invalid={!!error}
        aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
        disabled={create.isPending}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-left`} className="text-sm text-muted">
          {t('blog:comments.remaining', { count: left })}
        </span>
        <Button
          type="submit"
          disabled={!text.trim()}
          loading={create.isPending}
          loadingText={t('blog:comments.sending')}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t('blog:comments.submit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {translateFormMessage(t, error)}
        </p>
      )}
    </form>
  );
}
