import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ListTodo, PartyPopper, Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { listItemsQueryOptions, useListItems } from '../api/list';
import { ListFilters, useListFilter } from './list-filters';
import { ListItemForm } from './list-item-form';
import { ListItemRow, type MakeMemory } from './list-item-row';

/**
 * /together/list: our list, filtered by status and kind, a page at a time. Without a
 * partner it is read only (what each added stays theirs to see). Nothing to show says why:
 * the list is empty, everything on it is done (the default view shows what is still to do),
 * or nothing matches the filters.
 */
export function ListPage({
  connected,
  timeZone,
  onMakeMemory,
}: {
  connected: boolean;
  timeZone: string;
  onMakeMemory: MakeMemory;
}) {
  const { t } = useTranslation('list');
  const [filter, setFilter] = useListFilter();
  const items = useListItems(filter);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const all = items.data?.pages.flatMap((page) => page.items) ?? [];
  // Nothing to do on the default view (open items, every kind) is either an empty list or
  // one whose items are all done: one done item, asked for only then, tells which.
  const defaultView = filter.kind === undefined && filter.status === 'open';
  const wholeList = filter.kind === undefined && filter.status === undefined;
  const nothingOpen = defaultView && items.isSuccess && all.length === 0;
  const doneProbe = useInfiniteQuery({
    ...listItemsQueryOptions({ status: 'done' }, 1),
    enabled: nothingOpen,
  });
  const allDone = defaultView && (doneProbe.data?.pages[0]?.items.length ?? 0) > 0;
  const addButton = connected && !adding && (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
      {t('add')}
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
          <p className="mt-2 max-w-2xl text-pretty text-muted">{t('pageSubtitle')}</p>
        </div>
        {connected && !adding && (
          <Button
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {t('add')}
          </Button>
        )}
      </header>
      {!connected && <Alert type="info">{t('readOnly')}</Alert>}
      {adding && (
        <Card className="flex flex-col gap-4">
          <h2 className="font-display text-xl font-semibold">{t('form.addTitle')}</h2>
          <ListItemForm
            item={null}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        </Card>
      )}
      <ListFilters filter={filter} onChange={setFilter} />
      {items.isPending || (nothingOpen && doneProbe.isPending) ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : items.isError && all.length === 0 ? (
        <Alert type="error" title={t('loadFailed')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => items.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : all.length === 0 ? (
        allDone ? (
          <EmptyState
            icon={<PartyPopper aria-hidden="true" />}
            title={t('empty.allDone.title')}
            description={t('empty.allDone.description')}
          >
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" onClick={() => setFilter({ status: 'done' })}>
                {t('empty.allDone.seeDone')}
              </Button>
              {addButton}
            </div>
          </EmptyState>
        ) : defaultView || wholeList ? (
          <EmptyState
            icon={<ListTodo aria-hidden="true" />}
            title={t('empty.title')}
            description={t('empty.description')}
          >
            {addButton}
          </EmptyState>
        ) : (
          <p className="py-8 text-center text-muted">{t('empty.filtered')}</p>
        )
      ) : (
        <Card className="py-1 sm:py-2">
          <ul aria-label={t('pageTitle')}>
            {all.map((item) =>
              editing === item.id ? (
                <li key={item.id} className="border-b border-border py-4 last:border-b-0">
                  <ListItemForm
                    item={item}
                    onDone={() => setEditing(null)}
                    onCancel={() => setEditing(null)}
                  />
                </li>
              ) : (
                <ListItemRow
                  key={item.id}
                  item={item}
                  timeZone={timeZone}
                  onEdit={() => setEditing(item.id)}
                  onMakeMemory={onMakeMemory}
                />
              ),
            )}
          </ul>
        </Card>
      )}
      {items.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={items.isFetchingNextPage}
          onClick={() => items.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </div>
  );
}
