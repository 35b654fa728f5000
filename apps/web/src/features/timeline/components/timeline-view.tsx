import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartHandshake, RotateCw } from 'lucide-react';
import { ERROR_CODES } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { useTimeline } from '../api/get-timeline';
import { useTimelineFilter } from '../hooks/use-timeline-filter';
import { LoadMore } from './load-more';
import { TIMELINE_PANEL_ID, TimelineFilters, tabIdOf } from './timeline-filters';
import { TimelineEmpty } from './timeline-empty';
import { TimelineList, TimelineSkeleton } from './timeline-list';

/**
 * The timeline: five filters kept in the address, pages by cursor with
 * infinite scroll, month headers. Without a partner it still shows the viewer's own
 * memories, with a hint to connect.
 */
export function TimelineView({
  timeZone,
  connected,
  onCreateMemory,
  onCreateReminder,
}: {
  timeZone: string;
  connected: boolean;
  onCreateMemory: () => void;
  onCreateReminder: () => void;
}) {
  const { t } = useTranslation('timeline');
  const [filter, setFilter] = useTimelineFilter();
  const query = useTimeline(filter);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
          <p className="mt-2 text-muted">{t('pageSubtitle')}</p>
        </div>
        <TimelineFilters value={filter} onChange={setFilter} />
      </header>
      {!connected && (
        <div
          className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-primary-soft/60 p-4 sm:flex-row sm:items-center"
          data-testid="timeline-connect-hint"
        >
          <HeartHandshake className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-semibold">{t('notConnected.title')}</p>
            <p className="text-sm text-muted">{t('notConnected.message')}</p>
          </div>
          <Link
            to="/couple/connect"
            className={buttonClasses({ size: 'sm', className: 'self-start sm:self-center' })}
          >
            {t('notConnected.action')}
          </Link>
        </div>
      )}
      <div
        id={TIMELINE_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabIdOf(filter)}
        aria-busy={query.isPending}
      >
        {query.isPending ? (
          <>
            <p role="status" className="sr-only">
              {t('loading')}
            </p>
            <TimelineSkeleton />
          </>
        ) : query.isError && items.length === 0 ? (
          <Alert type="error" title={t('error.title')}>
            <p>{t('error.message')}</p>
            <Button
              size="sm"
              variant="outline"
              className="mt-3"
              loading={query.isFetching}
              icon={<RotateCw className="size-4" aria-hidden="true" />}
              onClick={() => void query.refetch()}
            >
              {t('error.retry')}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <TimelineEmpty
            filter={filter}
            connected={connected}
            onCreateMemory={onCreateMemory}
            onCreateReminder={onCreateReminder}
          />
        ) : (
          <>
            <TimelineList items={items} timeZone={timeZone} />
            <LoadMore
              hasNextPage={query.hasNextPage}
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              staleCursor={
                query.error instanceof ApiError && query.error.code === ERROR_CODES.invalidCursor
              }
              shown={items.length}
              onLoadMore={() => void query.fetchNextPage()}
              onReload={() => void query.refetch()}
            />
          </>
        )}
      </div>
    </div>
  );
}
