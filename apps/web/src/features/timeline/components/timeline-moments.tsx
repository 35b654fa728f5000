import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleCheck, PartyPopper } from 'lucide-react';
import type { TimelineItem } from '@doita/shared';
import { cn } from '@/lib/cn';
import { formatDateAndTime, formatLongDay } from '@/lib/format';
import { REMINDER_TYPE_ICONS } from '@/lib/reminder-type-icons';
import { EntryMeta, TimelineEntry, stretchedLinkClasses } from './timeline-card';

type TimelineReminder = Extract<TimelineItem, { kind: 'reminder' }>;
type TimelineMilestone = Extract<TimelineItem, { kind: 'milestone' }>;

/** A reminder that came due: its type, when, and whether it was done. */
export function TimelineReminderCard({
  reminder,
  timeZone,
}: {
  reminder: TimelineReminder;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation('timeline');
  const Icon = REMINDER_TYPE_ICONS[reminder.type];
  const when = t(
    'reminders:item.when',
    formatDateAndTime(reminder.datetime, i18n.language, timeZone),
  );
  return (
    <TimelineEntry icon={<Icon />} testId="timeline-reminder">
      <div className="flex flex-col gap-2 p-4">
        <EntryMeta>
          <span className="font-semibold text-primary">{t('kinds.reminder')}</span>
          <span>{t(`reminders:types.${reminder.type}`)}</span>
        </EntryMeta>
        <h3
          className={cn(
            'font-display text-lg leading-snug font-semibold text-balance',
            reminder.isCompleted && 'text-muted line-through decoration-1',
          )}
        >
          <Link to="/reminders" className={stretchedLinkClasses}>
            {reminder.title}
          </Link>
        </h3>
        <p className="text-sm font-medium">
          <time dateTime={reminder.datetime}>{t('reminder.due', { when })}</time>
        </p>
        {reminder.description && <p className="text-sm text-fg/85">{reminder.description}</p>}
        <p>
          {reminder.isCompleted ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {t('reminder.completed')}
            </span>
          ) : (
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                reminder.status === 'overdue'
                  ? 'bg-danger-soft text-danger'
                  : 'bg-surface-2 text-fg',
              )}
            >
              {t(`reminders:status.${reminder.status}`)}
            </span>
          )}
        </p>
      </div>
    </TimelineEntry>
  );
}

/** Every 100 days and every year together: a small celebration in the stream. */
export function TimelineMilestoneCard({ milestone }: { milestone: TimelineMilestone }) {
  const { t, i18n } = useTranslation('timeline');
  return (
    <TimelineEntry icon={<PartyPopper />} tone="celebrate" testId="timeline-milestone">
      <div className="flex flex-col gap-1 p-4 sm:p-5">
        <EntryMeta>
          <span className="font-semibold text-primary">{t('kinds.milestone')}</span>
          <time dateTime={milestone.date}>{formatLongDay(milestone.date, i18n.language)}</time>
        </EntryMeta>
        <h3 className="font-display text-xl font-semibold text-balance sm:text-2xl">
          {milestone.milestone === 'days'
            ? t('milestone.days', { count: milestone.count })
            : t('milestone.years', { count: milestone.count })}
        </h3>
        <p className="text-sm text-fg/85">{t('milestone.celebrate')}</p>
      </div>
    </TimelineEntry>
  );
}
