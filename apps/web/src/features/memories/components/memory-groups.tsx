import { useTranslation } from 'react-i18next';
import { groupByYearAndMonth, type Memory } from '@doita/shared';
import { MemoryCard } from './memory-card';
import { memoryGridClasses } from './memory-card-skeleton';
import { formatMonthName } from './memory-format';

/** The list grouped by year, then month (shared rule), newest first, with headers. */
export function MemoryGroups({ memories, viewerId }: { memories: Memory[]; viewerId?: string }) {
  const { t, i18n } = useTranslation('memories');
  // the first photos are in view at once: no lazy loading for them
  const eager = new Set(memories.slice(0, 3).map((m) => m.id));
  return (
    <div className="flex flex-col gap-10">
      {groupByYearAndMonth(memories).map((year) => (
        <section key={year.year} aria-labelledby={`memories-year-${year.year}`}>
          <h2
            id={`memories-year-${year.year}`}
            className="mb-4 flex items-center gap-3 font-display text-3xl font-semibold text-primary"
          >
            {year.year}
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
          </h2>
          <div className="flex flex-col gap-8">
            {year.months.map((month) => {
              const id = `memories-month-${year.year}-${month.month}`;
              return (
                <section key={month.month} aria-labelledby={id}>
                  <h3 id={id} className="mb-3 flex items-baseline gap-2 text-lg font-semibold">
                    {formatMonthName(month.month, i18n.language)}
                    <span className="text-sm font-normal text-muted">
                      {t('list.monthCount', { count: month.memories.length })}
                    </span>
                  </h3>
                  <ul className={memoryGridClasses}>
                    {month.memories.map((memory) => (
                      <li key={memory.id}>
                        <MemoryCard
                          memory={memory}
                          viewerId={viewerId}
                          headingLevel={4}
                          eager={eager.has(memory.id)}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
