import { useTranslation } from 'react-i18next';
import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { Reminder } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { formatShownDate } from '@/lib/format';
import { useReminderHistory } from '../api/get-history';

/**
 * A repeating reminder's past occurrences: which were marked done, which came
 * and went, newest first; more on demand.
 */
export function ReminderHistory({ reminder }: { reminder: Reminder }) {
  const { t } = useTranslation('reminders');
  const query = useReminderHistory(reminder.id);
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-muted">
        <Spinner />
        {t('common:status.loading')}
      </p>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 py-4">
        <p className="font-semibold text-danger">{t('history.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  const occurrences = query.data.pages.flatMap((page) => page.occurrences);
  if (occurrences.length === 0)
    return <p className="py-4 text-sm text-muted">{t('history.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-border" data-testid="reminder-history">
        {occurrences.map((o) => {
          const done = o.outcome === 'completed';
          const Icon = done ? CheckCircle2 : CircleDashed;
          return (
            <li key={o.id} className="flex items-center gap-3 py-2 text-sm">
              <Icon
                className={done ? 'size-5 text-success' : 'size-5 text-muted'}
                aria-hidden="true"
              />
              <time dateTime={o.date} className="flex-1 font-medium">
                {formatShownDate(o.date)}
              </time>
              <span className={done ? 'text-success' : 'text-muted'}>
                {t(done ? 'history.completed' : 'history.delivered')}
              </span>
            </li>
          );
        })}
      </ul>
      <LoadMore query={query} label={t('history.more')} size="sm" />
    </div>
  );
}
