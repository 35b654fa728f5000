import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMemory } from '../api/get-memory';
import { MemoryForm } from './memory-form';
import { MemoryLoadError, MemoryNotFound } from './memory-load-states';

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
    return <MemoryNotFound />;
  } else {
    body = <MemoryLoadError className="mt-5" onRetry={() => void query.refetch()} />;
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
