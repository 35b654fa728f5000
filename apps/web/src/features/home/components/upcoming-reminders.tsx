import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { UpcomingReminder } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DashboardPanel, PanelEmpty, PanelRowsSkeleton, rowLinkClasses } from './dashboard-panel';
import { REMINDER_TYPE_ICONS } from '@/lib/reminder-type-icons';
import { reminderWhen } from './home-wording';

/** The next three reminders, their descriptions already cut at 100 characters by the server. */
export function UpcomingReminders({
  reminders,
  timeZone,
  onCreateReminder,
}: {
  reminders: UpcomingReminder[] | undefined;
  timeZone: string;
  onCreateReminder: () => void;
}) {
  const { t, i18n } = useTranslation('home');
  return (
    <DashboardPanel
      id="upcoming-title"
      title={t('upcoming.title')}
      action={
        <Link
          to="/reminders"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('upcoming.seeAll')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      {!reminders ? (
        <PanelRowsSkeleton rows={3} />
      ) : reminders.length === 0 ? (
        <PanelEmpty title={t('upcoming.emptyTitle')} message={t('upcoming.emptyMessage')}>
          <Button size="sm" onClick={onCreateReminder}>
            {t('upcoming.emptyAction')}
          </Button>
        </PanelEmpty>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="upcoming-reminders">
          {reminders.map((reminder) => {
            const Icon = REMINDER_TYPE_ICONS[reminder.type];
            return (
              <li key={reminder.id}>
                <Link to="/reminders" className={cn(rowLinkClasses, 'items-start')}>
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-info/15 text-info">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold group-hover:text-primary">{reminder.title}</span>
                    <span className="text-sm font-medium text-fg/85">
                      {reminderWhen(t, reminder.datetime, i18n.language, timeZone)} ·{' '}
                      {t(`reminders:status.${reminder.status}`)}
                    </span>
                    {reminder.description && (
                      <span className="text-sm break-words text-muted">{reminder.description}</span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardPanel>
  );
}
