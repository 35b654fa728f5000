import { useTranslation } from 'react-i18next';
import { REMINDER_FILTERS, type ReminderFilter, type ReminderStatistics } from '@doita/shared';
import { cn } from '@/lib/cn';

const countOf = (filter: ReminderFilter, s: ReminderStatistics): number =>
  filter === 'all' ? s.total : s[filter];

/** The six filters with their counts; arrow keys move between them. */
export function ReminderFilters({
  value,
  statistics,
  onChange,
}: {
  value: ReminderFilter;
  statistics: ReminderStatistics | null | undefined;
  onChange: (filter: ReminderFilter) => void;
}) {
  const { t } = useTranslation('reminders');
  return (
    <div
      role="group"
      aria-label={t('filters.label')}
      className="scroll-fade-x -mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 lg:flex-wrap lg:overflow-visible"
    >
      {REMINDER_FILTERS.map((filter) => {
        const active = filter === value;
        const count = statistics ? countOf(filter, statistics) : null;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            aria-label={count === null ? undefined : `${t(`filters.${filter}`)} (${count})`}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              active
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface text-fg hover:bg-surface-2',
            )}
          >
            {t(`filters.${filter}`)}
            {count !== null && (
              <span
                className={cn(
                  'min-w-6 rounded-full px-1.5 text-xs leading-5',
                  active ? 'bg-primary-fg/20' : 'bg-surface-2 text-muted',
                )}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
