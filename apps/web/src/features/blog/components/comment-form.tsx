import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { COMMENT_LIMITS } from '@doita/shared';
import { CommentBox } from '@/components/comments/comment-box';
import { Button } from '@/components/ui/button';
import { firstFieldErrorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { translateFormMessage } from '@/lib/i18n';
import { isQueuedWrite } from '@/lib/offline';
import { useCreateComment } from '../api/create-comment';

/** Write a comment: plain text, the characters left counted down. */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation(['blog', 'validation']);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateComment();
  const left = COMMENT_LIMITS.content - text.length;

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
          const message = firstFieldErrorMessage(failure);
          if (message) setError(message);
          else notifyError(failure);
        },
      },
    );
  };

  return (
    <CommentBox
      label={t('blog:comments.label')}
      value={text}
      onChange={setText}
      onSubmit={submit}
      placeholder={t('blog:comments.placeholder')}
      maxLength={COMMENT_LIMITS.content}
      pending={create.isPending}
      remaining={t('blog:comments.remaining', { count: left })}
      error={error && translateFormMessage(t, error)}
      actions={
        <Button
          type="submit"
          disabled={!text.trim()}
          loading={create.isPending}
          loadingText={t('blog:comments.sending')}
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t('blog:comments.submit')}
        </Button>
      }
    />
  );
}
