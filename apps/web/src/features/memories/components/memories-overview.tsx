import { PendingWrites } from '@/components/ui/pending-writes';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImagePlus, MapPinned, Plus, SquareLibrary } from 'lucide-react';
import { memoriesContract } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { withChunkReload } from '@/lib/chunk-reload';
import { useMemoryFilters } from '../hooks/use-memory-filters';
import { useMemoryViewer } from '../hooks/use-memory-viewer';
import { MemoriesFilters } from './memories-filters';
import { MemoriesList } from './memories-list';
import { MemoriesTabs } from './memories-tabs';
import { openMemoryForm, preloadMemoryForm } from './open-memory-form';

// The charts load only when the statistics tab opens (their own chunk).
const MemoryStatisticsPanel = lazy(
  withChunkReload(() =>
    import('./statistics/memory-statistics').then((m) => ({ default: m.MemoryStatisticsPanel })),
  ),
);

/** /memories: the header, list or statistics, filters and the way to write a new memory. */
const MEMORY_WRITES = [memoriesContract.create, memoriesContract.toggleFavorite];

export function MemoriesOverview() {
  const { t } = useTranslation('memories');
  const { user } = useMemoryViewer();
  const filters = useMemoryFilters();
  const baseId = useId();
  const create = () => openMemoryForm(t);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-2 text-muted">{t('page.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Link to="/albums" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            <SquareLibrary className="size-5" aria-hidden="true" />
            {t('albums:memoriesLink')}
          </Link>
          <Button
            size="lg"
            onClick={create}
            onPointerEnter={preloadMemoryForm}
            onFocus={preloadMemoryForm}
            icon={<Plus className="size-5" aria-hidden="true" />}
          >
            {t('page.create')}
          </Button>
          <Button
            size="lg"
            variant="outline"
            // the picker opens within this click, the form behind it
            onClick={() => openMemoryForm(t, { start: 'photos' })}
            onPointerEnter={preloadMemoryForm}
            onFocus={preloadMemoryForm}
            icon={<ImagePlus className="size-5" aria-hidden="true" />}
          >
            {t('page.createFromPhotos')}
          </Button>
        </div>
      </header>
      <PendingWrites endpoints={MEMORY_WRITES} />
      {/* the map beside the list's views: in the header it pushed the list below a phone's
          first screen; on a phone it is its icon, named for screen readers */}
      <div className="flex items-center justify-between gap-2">
        <MemoriesTabs view={filters.view} onChange={filters.setView} baseId={baseId} />
        <Link
          to="/map"
          title={t('places:page.title')}
          className={buttonClasses({ variant: 'outline', className: 'shrink-0' })}
        >
          <MapPinned className="size-5" aria-hidden="true" />
          <span className="max-sm:sr-only">{t('places:page.title')}</span>
        </Link>
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${filters.view}`}
        className="flex flex-col gap-6"
      >
        {filters.view === 'statistics' ? (
          <Suspense fallback={<Skeleton className="h-72" />}>
            <MemoryStatisticsPanel />
          </Suspense>
        ) : (
          <>
            <MemoriesFilters
              q={filters.q}
              filter={filters.filter}
              range={filters.range}
              rangeInvalid={filters.rangeInvalid}
              onQuery={filters.setQuery}
              onMood={filters.setMood}
              onTag={filters.setTag}
              onRange={filters.setRange}
              onPrivacy={filters.setPrivacy}
              onPlace={filters.setPlace}
              onClear={filters.clear}
            />
            <MemoriesList
              filter={filters.filter}
              viewerId={user?.id}
              onCreate={create}
              onClearFilters={filters.clear}
            />
          </>
        )}
      </div>
    </div>
  );
}
