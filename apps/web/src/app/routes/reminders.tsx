import { useTranslation } from 'react-i18next';
import { CalendarPlus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openCalendarDialog } from '@/features/reminders/components/calendar-dialog';
import { DeviceNotifications } from '@/features/preferences/components/device-notifications';
import { ReminderStatisticsCard } from '@/features/reminders/components/reminder-statistics';
import { openReminderForm } from '@/features/reminders/components/reminder-modals';
import { RemindersBoard } from '@/features/reminders/components/reminders-board';
import { zoneOrDefault } from '@/features/reminders/components/reminder-wording';
import { useReminderStatistics } from '@/features/reminders/api/get-statistics';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /reminders: the couple's reminders, their statistics, this device's notifications, the calendar feed. */
export function Component() {
  const { t } = useTranslation('reminders');
  const user = useCurrentUser();
  useDocumentTitle(t('documentTitle'));
  const hasCouple = !!user?.coupleId;
  // A reminder is its author's, connected or not: the lists are everyone's.
  const statistics = useReminderStatistics({ enabled: !!user });
  if (!user) return null;
  const timeZone = zoneOrDefault(user.preferences?.timeZone);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{t('pageTitle')}</h1>
          <p className="mt-2 text-muted">{t('pageSubtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            icon={<CalendarPlus className="size-4" aria-hidden="true" />}
            onClick={() => openCalendarDialog(t, timeZone)}
          >
            {t('calendar.open')}
          </Button>
          <Button
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() =>
              openReminderForm(t, { reminder: null, timeZone, hasCouple, currentUserId: user.id })
            }
          >
            {t('new')}
          </Button>
        </div>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RemindersBoard timeZone={timeZone} hasCouple={hasCouple} statistics={statistics.data} />
        <aside className="flex flex-col gap-6">
          {statistics.data && <ReminderStatisticsCard statistics={statistics.data} />}
          <DeviceNotifications />
        </aside>
      </div>
    </div>
  );
}
