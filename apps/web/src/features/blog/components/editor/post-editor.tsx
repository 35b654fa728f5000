import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePost } from '../../api/get-post';
import { EditorForm } from './editor-form';

/** /blog/new and /blog/:id/edit: the author's editor (anyone else is told it is not theirs). */
export function PostEditor({
  postId,
  userId,
  coupleAvailable,
}: {
  postId: string | null;
  userId: string;
  coupleAvailable: boolean;
}) {
  const { t } = useTranslation('blog');
  const post = usePost(postId ?? '', { enabled: postId !== null });
  const heading = postId ? t('editor.editTitle') : t('editor.newTitle');
  useDocumentTitle(heading);

  let body;
  if (postId && post.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> {t('editor.loading')}
      </p>
    );
  } else if (postId && post.isError) {
    body =
      isApiError(post.error) && post.error.status === 404 ? (
        <EmptyState
          icon={<FileQuestion aria-hidden="true" />}
          title={t('post.notFoundTitle')}
          description={t('post.notFoundMessage')}
        />
      ) : (
        <Alert type="error" title={t('post.loadFailed')} />
      );
  } else if (postId && post.data && !post.data.canEdit) {
    body = <Alert type="warning" title={t('editor.notYours')} />;
  } else {
    body = (
      <EditorForm
        key={postId ?? 'new'}
        userId={userId}
        coupleAvailable={coupleAvailable}
        post={postId ? (post.data ?? null) : null}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/blog" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('post.back')}
        </Link>
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{heading}</h1>
      </div>
      {body}
    </div>
  );
}
