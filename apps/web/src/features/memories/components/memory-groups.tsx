import { useTranslation } from 'react-i18next';
import { groupByYearAndMonth, type Memory } from '@doita/shared';
import { cn } from '@/lib/cn';
import { MemoryListItem } from './memory-card';
import { formatMonthName } from '@/lib/format';

/**
 * Months flow side by side inside a year, each as wide as its cards (at most the grid's
 * three columns), so a year of one-memory months does not become one long column.
 */
function monthSpan(count: number): { section: string; grid: string } {
  if (count === 1) return { section: '', grid: 'grid-cols-1' };
  if (count === 2) return { section: 'sm:col-span-2', grid: 'sm:grid-cols-2' };
  return { section: 'sm:col-span-2 lg:col-span-3', grid: 'sm:grid-cols-2 lg:grid-cols-3' };
}

/**
 * The list grouped by year, then month (shared rule), newest first, with headers.
 */
export function MemoryGroups({ memories, viewerId }: { memories: Memory[]; viewerId?: string }) {
  const { t, i18n } = useTranslation('memories');
  // each memory's place in the list as it came (newest first), which the groups keep
  const position = new Map(memories.map((memory, i) => [memory.id, i]));
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
          <div className="grid gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {year.months.map((month) => {
              const id = `memories-month-${year.year}-${month.month}`;
              const span = monthSpan(month.memories.length);
              return (
                <section key={month.month} aria-labelledby={id} className={span.section}>
                  <h3 id={id} className="mb-3 flex items-baseline gap-2 text-lg font-semibold">
                    {formatMonthName(month.month, i18n.language)}
                    <span className="text-sm font-normal text-muted">
                      {t('list.monthCount', { count: month.memories.length })}
                    </span>
                  </h3>
                  <ul className={cn('grid gap-4', span.grid)}>
                    {month.memories.map((memory) => (
                      <MemoryListItem
                        key={memory.id}
                        position={position.get(memory.id) ?? memories.length}
                        memory={memory}
                        viewerId={viewerId}
                        headingLevel={4}
                      />
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
