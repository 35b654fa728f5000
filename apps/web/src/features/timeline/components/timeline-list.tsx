import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '@doita/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMonthName } from '@/lib/format';
import { groupByMonth } from './group-by-month';
import { TimelineBlogCard } from './timeline-blog';
import { TimelineMemoryCard } from './timeline-memory';
import { TimelineMilestoneCard, TimelineReminderCard } from './timeline-moments';

function Entry({ item, timeZone }: { item: TimelineItem; timeZone: string }) {
  switch (item.kind) {
    case 'memory':
      return <TimelineMemoryCard memory={item} />;
    case 'reminder':
      return <TimelineReminderCard reminder={item} timeZone={timeZone} />;
    case 'blog':
      return <TimelineBlogCard post={item} />;
    case 'milestone':
      return <TimelineMilestoneCard milestone={item} />;
  }
}

/** The items under their month headers ("Tháng 11 năm 2026" / "November 2026"), on one rail. */
export function TimelineList({ items, timeZone }: { items: TimelineItem[]; timeZone: string }) {
  const { t, i18n } = useTranslation('timeline');
  return (
    <div className="flex flex-col gap-8">
      {groupByMonth(items).map((month) => {
        const headingId = `timeline-month-${month.key}`;
        return (
          <section key={month.key} aria-labelledby={headingId} data-testid="timeline-month">
            <h2
              id={headingId}
              className="sticky top-[calc(var(--spacing-header)_+_1rem_+_env(safe-area-inset-top))] z-20 -mx-1 mb-4 inline-block rounded-full border border-border bg-surface/95 px-4 py-1.5 font-display text-lg font-semibold shadow-sm backdrop-blur"
            >
              {t('month', {
                month: formatMonthName(month.month, i18n.language),
                year: month.year,
              })}
            </h2>
            <ol className="relative flex flex-col gap-4 before:absolute before:top-0 before:bottom-0 before:left-5 before:w-0.5 before:bg-border">
              {month.items.map((item) => (
                <Entry key={`${item.kind}-${item.id}`} item={item} timeZone={timeZone} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/** The first page loading: a month header and a few cards' shapes. */
export function TimelineSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true" data-testid="timeline-skeleton">
      <Skeleton className="h-9 w-44 rounded-full" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4">
          <Skeleton className="mt-4 size-10 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-3 rounded-2xl border border-border p-4">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
