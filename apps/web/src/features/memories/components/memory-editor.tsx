import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMemory } from '../api/get-memory';
import { MemoryForm } from './memory-form';

/** /memories/:id/edit: the memory form as a page; saving returns to the memory. */
export function MemoryEditor({ id }: { id: string }) {
  const { t } = useTranslation('memories');
  const navigate = useNavigate();
  const query = useMemory(id);
  useDocumentTitle(t('editDocumentTitle'));
  const memory = query.isPlaceholderData ? undefined : query.data;
  const back = () => void navigate(`/memories/${id}`);

  let body;
  if (memory) {
    // keyed: a memory changed elsewhere starts a fresh form
    body = (
      <MemoryForm
        key={memory.id}
        memory={memory}
        variant="page"
        onDone={(saved) => void navigate(`/memories/${saved.id}`, { replace: true })}
        onCancel={back}
      />
    );
  } else if (query.isPending || query.isPlaceholderData) {
    body = (
      <div role="status" className="mt-5 flex flex-col gap-4">
        <span className="sr-only">{t('detail.loading')}</span>
        <Skeleton className="h-11" />
        <Skeleton className="h-20" />
        <Skeleton className="h-11 w-1/2" />
      </div>
    );
  } else if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        headingLevel={1}
        icon={<SearchX aria-hidden="true" />}
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundDescription')}
        className="rounded-3xl border border-border bg-surface"
      >
        <Link to="/memories" className={buttonClasses({ variant: 'outline' })}>
          {t('detail.back')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div className="mt-5 flex flex-col items-start gap-3">
        <Alert type="error">{t('detail.error')}</Alert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="memory-edit-title"
      className="rounded-2xl border border-border bg-surface p-6 shadow-card"
    >
      <h1 id="memory-edit-title" className="font-display text-3xl font-semibold">
        {t('form.editTitle')}
      </h1>
      <p className="mt-2 text-muted">{t('form.editDescription')}</p>
      {body}
    </section>
  );
}
