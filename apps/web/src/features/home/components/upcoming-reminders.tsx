import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { ReminderOccasion, UpcomingReminder } from '@doita/shared';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DashboardPanel, PanelEmpty, PanelRowsSkeleton, rowLinkClasses } from './dashboard-panel';
import { OCCASION_ICONS, REMINDER_TYPE_ICONS } from '@/lib/reminder-type-icons';
import { formatShownDate } from '@/lib/format';
import { reminderWhen } from './home-wording';

/**
 * The next three reminders of the coming 7 days, their descriptions already cut at 100
 * characters by the server; above them the anniversary and birthdays of the same days
 * (occasions the app computes, which nobody wrote: their own icon, no actions). An empty week is not an empty
 * list of reminders: it names the next one after it, or the overdue ones still waiting, and
 * offers to create one only when none is left to do.
 */
export function UpcomingReminders({
  reminders,
  nextReminder = null,
  activeReminders = 0,
  occasions = [],
  currentUserId,
  timeZone,
  onCreateReminder,
}: {
  reminders: UpcomingReminder[] | undefined;
  /** the soonest after the 7 days, sent when none falls within them */
  nextReminder?: UpcomingReminder | null | undefined;
  /** the reminders not completed, overdue ones included */
  activeReminders?: number | undefined;
  occasions?: ReminderOccasion[] | undefined;
  currentUserId?: string | null | undefined;
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
      <OccasionList occasions={occasions} currentUserId={currentUserId} />
      {!reminders ? (
        <PanelRowsSkeleton rows={3} />
      ) : reminders.length === 0 ? (
        occasions.length > 0 ? null : nextReminder ? (
          <PanelEmpty
            title={t('upcoming.freeTitle')}
            message={t('upcoming.nextMessage', {
              title: nextReminder.title,
              when: reminderWhen(t, nextReminder.datetime, i18n.language, timeZone),
            })}
          />
        ) : activeReminders > 0 ? (
          <PanelEmpty
            title={t('upcoming.freeTitle')}
            message={t('upcoming.overdueMessage', { count: activeReminders })}
          >
            <Link to="/reminders?filter=overdue" className={buttonClasses({ size: 'sm' })}>
              {t('upcoming.overdueAction')}
            </Link>
          </PanelEmpty>
        ) : (
          <PanelEmpty title={t('upcoming.emptyTitle')} message={t('upcoming.emptyMessage')}>
            <Button size="sm" onClick={onCreateReminder}>
              {t('upcoming.emptyAction')}
            </Button>
          </PanelEmpty>
        )
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

/** The occasions the app computes (anniversary, birthdays): their own icon, no actions. */
function OccasionList({
  occasions,
  currentUserId,
}: {
  occasions: ReminderOccasion[];
  currentUserId: string | null | undefined;
}) {
  const { t } = useTranslation('home');
  const occasionTitle = (o: ReminderOccasion) =>
    o.kind === 'anniversary'
      ? t('reminders:occasion.anniversary', { count: o.years })
      : o.userId === currentUserId
        ? t('reminders:occasion.myBirthday')
        : t('reminders:occasion.birthday', { name: o.name });
  const occasionWhen = (o: ReminderOccasion) =>
    o.daysUntil === 0
      ? t('reminders:occasion.today')
      : o.daysUntil === 1
        ? t('reminders:occasion.tomorrow')
        : t('reminders:occasion.inDays', { count: o.daysUntil });
  if (occasions.length === 0) return null;
  return (
    <ul
      className="mb-1 flex flex-col gap-1"
      aria-label={t('reminders:occasion.listLabel')}
      data-testid="dashboard-occasions"
    >
      {occasions.map((o) => {
        const Icon = OCCASION_ICONS[o.kind];
        return (
          <li key={o.id} className="flex items-center gap-3 rounded-xl px-2 py-2">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{occasionTitle(o)}</span>
              <span className="text-sm font-medium text-fg/85">
                <time dateTime={o.date}>{formatShownDate(o.date)}</time> · {occasionWhen(o)}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
