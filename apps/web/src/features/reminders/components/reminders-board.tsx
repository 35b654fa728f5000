import { PendingWrites } from '@/components/ui/pending-writes';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CalendarHeart, Search } from 'lucide-react';
import {
  REMINDER_FILTERS,
  remindersContract,
  shownTextOf,
  type ReminderFilter,
  type ReminderStatistics,
} from '@doita/shared';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useReminders } from '../api/get-reminders';
import { useReminderHandlers } from '../hooks/use-reminder-handlers';
import { useNow } from '@/lib/use-now';
import { ReminderFilters } from './reminder-filters';
import { ReminderItem } from './reminder-item';
import { openReminderForm, openReminderHistory, openSnoozeForm } from './reminder-modals';
import { useCurrentUser } from '@/lib/session';
import { ClearSearchButton } from '@/components/ui/clear-search-button';

const SEARCH_DELAY_MS = 300;

const isFilter = (value: string | null): value is ReminderFilter =>
  (REMINDER_FILTERS as readonly string[]).includes(value ?? '');

/** The list: six filters with counts, accent-free search, pages by index, every action. */
const REMINDER_WRITES = [remindersContract.create, remindersContract.complete];

export function RemindersBoard({
  timeZone,
  hasCouple,
  statistics,
}: {
  timeZone: string;
  hasCouple: boolean;
  statistics: ReminderStatistics | null | undefined;
}) {
  const { t } = useTranslation('reminders');
  const now = useNow();
  // ?filter= opens a filter directly (the dashboard's "upcoming" card links to it)
  const [filter, setFilter] = useLinkedFilter();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(shownTextOf(text));
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [text]);
  const query = useReminders({ filter, page, q });
  const currentUserId = useCurrentUser()?.id ?? null;
  const handlers = useReminderHandlers(timeZone);
  const list = query.data;
  const totalPages = list?.pagination.totalPages ?? 0;

  return (
    <section className="flex flex-col gap-4" aria-labelledby="reminders-list-title">
      <h2 id="reminders-list-title" className="sr-only">
        {t('pageTitle')}
      </h2>
      <PendingWrites endpoints={REMINDER_WRITES} />
      <ReminderSearch text={text} onText={setText} />
      {q ? (
        <p className="text-sm font-semibold text-muted">{t('search.results', { q })}</p>
      ) : (
        <ReminderFilters
          value={filter}
          statistics={statistics}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
        />
      )}
      {query.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-muted">
          <Spinner />
          {t('common:status.loading')}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="font-semibold text-danger">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : !list || list.reminders.length === 0 ? (
        <EmptyState
          icon={<CalendarHeart aria-hidden="true" />}
          title={q ? t('empty.search') : filter === 'all' ? t('empty.title') : t('empty.filtered')}
          description={!q && filter === 'all' ? t('empty.description') : undefined}
          headingLevel={3}
        />
      ) : (
        <ul
          className="flex flex-col gap-3"
          aria-busy={query.isFetching || undefined}
          data-testid="reminder-list"
        >
          {list.reminders.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              now={now}
              timeZone={timeZone}
              onToggle={handlers.toggle}
              onEdit={(r) =>
                openReminderForm(t, { reminder: r, timeZone, hasCouple, currentUserId })
              }
              onHistory={(r) => openReminderHistory(t, r)}
              onDelete={(r) => void handlers.remove(r)}
              onSnooze={(r, until) =>
                until === 'custom'
                  ? openSnoozeForm(t, timeZone, (at) => handlers.snoozeTo(r, at))
                  : handlers.snoozeTo(r, until)
              }
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPage={setPage} />
    </section>
  );
}

/** The filter in the address (`?filter=`, 'all' when absent), changed without a new entry. */
function useLinkedFilter(): [ReminderFilter, (next: ReminderFilter) => void] {
  const [params, setParams] = useSearchParams();
  const linked = params.get('filter');
  const filter: ReminderFilter = isFilter(linked) ? linked : 'all';
  const setFilter = (next: ReminderFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('filter');
        else updated.set('filter', next);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}

/** The words searched (accents ignored), with a button that empties them. */
function ReminderSearch({ text, onText }: { text: string; onText: (text: string) => void }) {
  const { t } = useTranslation('reminders');
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={text}
          onChange={(e) => onText(e.target.value)}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          aria-describedby={hintId}
          // our own clear button stands where the browser's would
          className="ps-10 pe-12 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && <ClearSearchButton label={t('search.clear')} onClear={() => onText('')} />}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('search.hint')}
      </p>
    </div>
  );
}
