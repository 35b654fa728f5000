import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { openMemoryForm } from '@/features/memories/components/open-memory-form';
import { openReminderForm } from '@/features/reminders/components/reminder-modals';
import { zoneOrDefault } from '@/features/reminders/components/reminder-wording';
import { TimelineView } from '@/features/timeline/components/timeline-view';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { timelineContract } from '@doita/shared';
import { areaKeyOf } from '@/lib/query-key';

/** /timeline: everything the couple lived, newest first, filtered by kind. */
export function Component() {
  const { t } = useTranslation('timeline');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  const timeZone = zoneOrDefault(user.preferences?.timeZone);
  const connected = user.coupleStatus?.isConnected === true;
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: areaKeyOf(timelineContract.page) });
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10 lg:px-8">
      <TimelineView
        timeZone={timeZone}
        connected={connected}
        onCreateMemory={() => openMemoryForm(t, { onSaved: refresh })}
        onCreateReminder={() =>
          openReminderForm(t, { reminder: null, timeZone, hasCouple: connected, onSaved: refresh })
        }
      />
    </div>
  );
}
