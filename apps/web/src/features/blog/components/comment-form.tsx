import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { COMMENT_LIMITS, showsNothing } from '@doita/shared';
import { CommentBox } from '@/components/comments/comment-box';
import { useCommentDraft } from '@/components/comments/use-comment-draft';
import { Button } from '@/components/ui/button';
import { translateFormMessage } from '@/lib/i18n';
import { useCreateComment } from '../api/create-comment';

/** Write a comment: plain text, the characters left counted down. */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation(['blog', 'validation']);
  const draft = useCommentDraft();
  const create = useCreateComment();

  const submit = () =>
    draft.submit((content, callbacks) => create.mutate({ postId, body: { content } }, callbacks));

  return (
    <CommentBox
      label={t('blog:comments.label')}
      value={draft.text}
      onChange={draft.setText}
      onSubmit={submit}
      placeholder={t('blog:comments.placeholder')}
      maxLength={COMMENT_LIMITS.content}
      pending={create.isPending}
      remaining={t('blog:comments.remaining', { count: draft.left })}
      error={draft.error && translateFormMessage(t, draft.error)}
      actions={
        <Button
          type="submit"
          disabled={showsNothing(draft.text)}
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
