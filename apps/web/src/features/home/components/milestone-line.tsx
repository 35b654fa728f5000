import { useTranslation } from 'react-i18next';
import { Flag, PartyPopper } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatLongDay } from '@/lib/format';
import { type DashboardMilestone, dashboardMilestoneWording } from './home-wording';

/** The next milestone (every 100 days, every year); on the day itself, a celebration. */
export function MilestoneLine({ milestone }: { milestone: DashboardMilestone }) {
  const { t, i18n } = useTranslation('home');
  const today = milestone.daysUntil <= 0;
  const Icon = today ? PartyPopper : Flag;
  return (
    <div
      data-testid="dashboard-milestone"
      className={cn(
        'flex items-center gap-4 rounded-2xl border p-4 sm:p-5',
        today
          ? 'border-primary bg-primary text-primary-fg shadow-card'
          : 'border-primary/30 bg-primary-soft/60',
      )}
    >
      <span
        className={cn(
          'flex size-11 shrink-0 items-center justify-center rounded-xl',
          today ? 'bg-primary-fg/20' : 'bg-surface text-primary',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="font-display text-lg font-semibold text-balance sm:text-xl">
          {dashboardMilestoneWording(t, milestone)}
        </p>
        <p className={cn('text-sm', today ? 'text-primary-fg/90' : 'text-muted')}>
          {today
            ? t('milestone.celebrate')
            : t('milestone.on', { date: formatLongDay(milestone.date, i18n.language) })}
        </p>
      </div>
    </div>
  );
}
