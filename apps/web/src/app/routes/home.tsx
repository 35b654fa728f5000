import { useTranslation } from 'react-i18next';
import { DashboardInvitations } from '@/features/couple/components/dashboard-invitations';
import { useConnection } from '@/features/couple/api/get-connection';
import { CoupleTimeDisplay } from '@/features/couple/components/couple-time-display';
import { HomeDashboard, type DashboardActions } from '@/features/home/components/home-dashboard';
import { PinnedNotes } from '@/features/messages/components/pinned-notes';
import { openMemoryForm } from '@/features/memories/components/open-memory-form';
import { openReminderForm } from '@/features/reminders/components/reminder-modals';
import { zoneOrDefault } from '@/features/reminders/components/reminder-wording';
import { useCurrentUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TogetherHomeSection } from '../together/together-home-section';

/** `/`: the home dashboard (authenticated); the couple time display when connected. */
export function Component() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const connection = useConnection({ enabled: !!user });
  useDocumentTitle(t('documentTitle'));
  if (!user) return null;
  const couple = connection.data;
  const accepted = couple?.status === 'accepted';
  const actions: DashboardActions = {
    createMemory: (onSaved) => openMemoryForm(t, { onSaved }),
    createReminder: (onSaved) =>
      openReminderForm(t, {
        reminder: null,
        timeZone: zoneOrDefault(user.preferences?.timeZone),
        hasCouple: accepted,
        onSaved,
      }),
  };
  return (
    <HomeDashboard
      user={user}
      connected={accepted || (connection.isPending && user.coupleStatus?.isConnected === true)}
      coupleDisplayPending={
        connection.isPending && connection.isFetching && user.coupleStatus?.isConnected === true
      }
      actions={actions}
      invitations={<DashboardInvitations user={user} />}
      together={<TogetherHomeSection />}
      pinned={<PinnedNotes />}
      coupleDisplay={
        accepted
          ? (now: Date) => <CoupleTimeDisplay couple={couple} user={user} now={now} />
          : undefined
      }
    />
  );
}
