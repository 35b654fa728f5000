import { useTranslation } from 'react-i18next';
import { ImagePlus, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** No memory at all: an invitation to write the first one. */
export function NoMemories({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('memories');
  return (
    <div className="rounded-3xl border border-dashed border-border-strong/60 bg-surface">
      <EmptyState
        icon={<ImagePlus aria-hidden="true" />}
        title={t('empty.title')}
        description={t('empty.description')}
      >
        <Button onClick={onCreate} icon={<ImagePlus className="size-4" aria-hidden="true" />}>
          {t('empty.action')}
        </Button>
      </EmptyState>
    </div>
  );
}

/** Nothing matches the words or filters. */
export function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('memories');
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title={t('empty.noResultsTitle')}
      description={t('empty.noResultsDescription')}
      className="rounded-3xl border border-border bg-surface"
    >
      <Button variant="outline" onClick={onClear}>
        {t('empty.clearFilters')}
      </Button>
    </EmptyState>
  );
}
