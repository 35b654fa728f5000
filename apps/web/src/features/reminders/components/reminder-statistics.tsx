import { useTranslation } from 'react-i18next';
import { REMINDER_TYPES, type ReminderStatistics } from '@doita/shared';
import { Card } from '@/components/ui/card';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { TYPE_ICONS } from './reminder-wording';

/** Counts, completion rate, by type and the last months. */
export function ReminderStatisticsCard({ statistics }: { statistics: ReminderStatistics }) {
  const { t, i18n } = useTranslation('reminders');
  const n = (value: number) => formatNumber(value, i18n.language);
  const months = statistics.byMonth.slice(-6);
  const peak = Math.max(1, ...months.map((m) => m.count));
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="reminder-stats-title">
      <h2 id="reminder-stats-title" className="font-display text-xl font-semibold">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        {(['total', 'completed', 'upcoming', 'overdue'] as const).map((key) => (
          <div key={key} className="rounded-xl bg-surface-2 p-3">
            <dt className="text-xs font-semibold text-muted">{t(`stats.${key}`)}</dt>
            <dd className="font-display text-2xl font-semibold">{n(statistics[key])}</dd>
          </div>
        ))}
      </dl>
      <div>
        <div className="flex justify-between text-sm font-semibold">
          <span>{t('stats.rate')}</span>
          <span>{n(statistics.completionRate)}%</span>
        </div>
        <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-2" role="presentation">
          <div
            className="h-full rounded-full bg-success"
            style={{ width: `${statistics.completionRate}%` }}
          />
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold">{t('stats.byType')}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {REMINDER_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            return (
              <li
                key={type}
                className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-3 py-1 text-sm"
              >
                <Icon className="size-3.5 text-primary" aria-hidden="true" />
                {t(`types.${type}`)}: <strong>{n(statistics.byType[type])}</strong>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-xs text-muted">
          {t('stats.recurring', { count: statistics.recurring })} ·{' '}
          {t('stats.lunar', { count: statistics.lunar })}
        </p>
      </div>
      {months.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">{t('stats.byMonth')}</h3>
          <ul className="mt-2 flex h-24 items-end gap-2">
            {months.map((m) => (
              <li
                key={m.month}
                className="flex flex-1 flex-col items-center gap-1 text-xs text-muted"
              >
                <span className="font-semibold text-fg">{n(m.count)}</span>
                <span
                  className="w-full rounded-t-md bg-primary/70"
                  style={{ height: `${(m.count / peak) * 56}px` }}
                />
                <span className="text-center">{formatMonthYear(m.month, i18n.language)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
