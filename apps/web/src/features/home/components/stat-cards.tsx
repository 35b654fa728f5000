import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellRing, CalendarClock, Images, MapPin, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@doita/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

interface Stat {
  key: 'memories' | 'activeReminders' | 'upcoming' | 'places';
  count: number;
  to: string;
  icon: LucideIcon;
}

const statClasses =
  'group flex h-full items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card transition-[border-color,transform] hover:-translate-y-0.5 hover:border-primary/50 motion-reduce:hover:translate-y-0 sm:p-5';

/**
 * Memories saved, active reminders, and (only when there are some) the week's events and the
 * places we've been, which opens the map.
 */
export function StatCards({ counts }: { counts: Dashboard['counts'] }) {
  const { t, i18n } = useTranslation('home');
  const stats: Stat[] = [
    { key: 'memories', count: counts.memories, to: '/memories', icon: Images },
    { key: 'activeReminders', count: counts.activeReminders, to: '/reminders', icon: BellRing },
  ];
  if (counts.upcomingReminders > 0)
    stats.push({
      key: 'upcoming',
      count: counts.upcomingReminders,
      to: '/reminders?filter=upcoming',
      icon: CalendarClock,
    });
  if (counts.places > 0)
    stats.push({ key: 'places', count: counts.places, to: '/map', icon: MapPin });
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul
        className={cn(
          'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:gap-6',
          stats.length === 3 && 'lg:grid-cols-3',
          stats.length === 4 && 'lg:grid-cols-4',
        )}
      >
        {stats.map(({ key, count, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className={statClasses} data-testid={`stat-${key}`}>
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-display text-3xl leading-none font-semibold">
                  {formatNumber(count, i18n.language)}
                </span>{' '}
                <span className="mt-1 text-sm text-muted group-hover:text-fg">
                  {t(`stats.${key}`, { count })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StatCardsSkeleton() {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2">
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-4 rounded-2xl border border-border p-4 sm:p-5">
          <Skeleton className="size-12" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-14" />
            <Skeleton className="h-4 w-32" />
          </span>
        </li>
      ))}
    </ul>
  );
}
