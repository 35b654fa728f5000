import { useTranslation } from 'react-i18next';
import { MailOpen } from 'lucide-react';
import { type User, partnerOf } from '@doita/shared';
import { Card } from '@/components/ui/card';
import { useConnection } from '../api/get-connection';
import { useInvitations } from '../api/get-invitations';
import { timeZoneOf } from '../hooks/use-viewer';
import { CoupleBanner, useCoupleFeedback } from './couple-feedback';
import { PendingInvitations } from './pending-invitations';
import { PendingPanel } from './pending-panel';

/**
 * The home dashboard of someone not connected: the invitations addressed to me,
 * with Accept and Decline, and the one I sent, waiting, with Cancel. Nothing when neither.
 */
export function DashboardInvitations({ user }: { user: User }) {
  const { t } = useTranslation('couple');
  const connection = useConnection();
  const sent = connection.data?.status === 'pending' ? connection.data : null;
  const invitations = useInvitations({
    enabled: connection.isSuccess && connection.data?.status !== 'accepted',
  });
  const { banner, dismiss, feedback } = useCoupleFeedback();
  const timeZone = timeZoneOf(user);
  const received = invitations.data ?? [];
  if (!banner && !sent && received.length === 0) return null;

  return (
    <Card
      className="flex flex-col gap-4 border-primary/30"
      data-testid="dashboard-invitations"
      aria-labelledby="dashboard-invitations-title"
      role="region"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg">
          <MailOpen className="size-5" aria-hidden="true" />
        </span>
        <h2
          id="dashboard-invitations-title"
          className="font-display text-xl font-semibold text-balance"
        >
          {t('dashboard.title')}
        </h2>
      </div>
      <div aria-live="polite">{banner && <CoupleBanner banner={banner} onDismiss={dismiss} />}</div>
      <PendingInvitations invitations={received} timeZone={timeZone} feedback={feedback} />
      {sent && (
        <PendingPanel
          couple={sent}
          partner={partnerOf(sent, user.id)}
          timeZone={timeZone}
          feedback={feedback}
        />
      )}
    </Card>
  );
}
