import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight, Images } from 'lucide-react';
import type { RecentActivityItem } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { formatDay } from '@/lib/format';
import { DashboardPanel, PanelEmpty, PanelRowsSkeleton, rowLinkClasses } from './dashboard-panel';
import { REMINDER_TYPE_ICONS } from '@/lib/reminder-type-icons';
import { reminderWhen } from './home-wording';

function ActivityRow({ item, timeZone }: { item: RecentActivityItem; timeZone: string }) {
  const { t, i18n } = useTranslation('home');
  const memory = item.kind === 'memory';
  const Icon = memory ? Images : REMINDER_TYPE_ICONS[item.type];
  const when = memory
    ? formatDay(item.date, i18n.language)
    : reminderWhen(t, item.datetime, i18n.language, timeZone);
  return (
    <li>
      <Link
        to={memory ? `/memories/${encodeURIComponent(item.id)}` : '/reminders'}
        className={rowLinkClasses}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-semibold group-hover:text-primary">{item.title}</span>
          <span className="text-sm text-muted">
            {t(memory ? 'recent.memory' : 'recent.reminder')} · {when}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The five latest things the couple added (memories open their page, reminders their list). */
export function RecentActivity({
  items,
  timeZone,
  onCreateMemory,
}: {
  items: RecentActivityItem[] | undefined;
  timeZone: string;
  onCreateMemory: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <DashboardPanel
      id="recent-title"
      title={t('recent.title')}
      action={
        <Link
          to="/timeline"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('recent.seeTimeline')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      {!items ? (
        <PanelRowsSkeleton rows={4} />
      ) : items.length === 0 ? (
        <PanelEmpty title={t('recent.emptyTitle')} message={t('recent.emptyMessage')}>
          <Button size="sm" onClick={onCreateMemory}>
            {t('recent.emptyAction')}
          </Button>
        </PanelEmpty>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="recent-activity">
          {items.map((item) => (
            <ActivityRow key={`${item.kind}-${item.id}`} item={item} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
