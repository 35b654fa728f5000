import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { memoriesQueryOptions } from '../api/get-memories';
import { isFilteredList, type MemoriesFilter } from '../api/get-memories';
import { flattenPages } from '../api/memory-cache';
import { MemoryListItem } from './memory-card';
import { MemoriesSkeleton, memoryGridClasses } from './memory-card-skeleton';
import { MemoryGroups } from './memory-groups';
import { NoMemories, NoResults } from './memories-empty';

/**
 * The memories, newest first: grouped by year and month, or ranked when searching words;
 * the first 10, then "load more" 20 at a time. Loading, empty and failed states included.
 */
export function MemoriesList({
  filter,
  viewerId,
  onCreate,
  onClearFilters,
}: {
  filter: MemoriesFilter;
  viewerId?: string;
  onCreate: () => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation('memories');
  // While new words or filters load, the last results stay (dimmed) instead of a blank.
  const query = useInfiniteQuery({
    ...memoriesQueryOptions(filter),
    placeholderData: keepPreviousData,
  });
  const memories = flattenPages(query.data);
  const total = query.data?.pages.at(-1)?.pagination.totalMemories ?? 0;
  const filtered = isFilteredList(filter);

  if (query.isPending) return <MemoriesSkeleton label={t('list.loading')} />;
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert type="error">{t('list.error')}</Alert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (memories.length === 0 && !query.isPlaceholderData) {
    return filtered ? <NoResults onClear={onClearFilters} /> : <NoMemories onCreate={onCreate} />;
  }

  return (
    <div
      className={cn(
        'flex flex-col gap-6 transition-opacity',
        query.isPlaceholderData && 'opacity-60',
      )}
      aria-busy={query.isFetching}
      data-testid="memories-list"
    >
      <p className="text-sm text-muted" role="status" aria-live="polite">
        {filter.q && (
          <span className="font-semibold text-fg">{t('list.resultsFor', { q: filter.q })} · </span>
        )}
        {filtered
          ? t('list.results', { count: total })
          : t('list.shown', { shown: memories.length, total })}
      </p>
      {filter.q ? (
        // ranked by relevance: no date headers
        <ul className={memoryGridClasses}>
          {memories.map((memory, i) => (
            <MemoryListItem key={memory.id} position={i} memory={memory} viewerId={viewerId} />
          ))}
        </ul>
      ) : (
        <MemoryGroups memories={memories} viewerId={viewerId} />
      )}
      <div className="flex flex-col items-center gap-2 py-2">
        {query.hasNextPage ? (
          <Button
            variant="outline"
            size="lg"
            loading={query.isFetchingNextPage}
            loadingText={t('list.loadingMore')}
            onClick={() => void query.fetchNextPage()}
          >
            {t('list.loadMore')}
          </Button>
        ) : (
          memories.length > 10 && <p className="text-sm text-muted">{t('list.allLoaded')}</p>
        )}
        {query.isFetchNextPageError && <Alert type="error">{t('list.error')}</Alert>}
      </div>
    </div>
  );
}
