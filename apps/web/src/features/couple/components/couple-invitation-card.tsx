import { useTranslation } from 'react-i18next';
import { HeartHandshake } from 'lucide-react';
import { type User, partnerOf } from '@doita/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/lib/use-now';
import { useConnection } from '../api/get-connection';
import { useInvitations } from '../api/get-invitations';
import { timeZoneOf } from '../hooks/use-viewer';
import { ConnectedPanel } from './connected-panel';
import { CoupleBanner, useCoupleFeedback } from './couple-feedback';
import { InviteForm } from './invite-form';
import { JoinCodePanel } from './join-code-panel';
import { JoinForm } from './join-form';
import { PendingInvitations } from './pending-invitations';
import { PendingPanel } from './pending-panel';

/**
 * The couple invitation card: connected, pending or none, the invitations
 * addressed to me, and dismissible success and error banners.
 */
export function CoupleInvitationCard({ user }: { user: User }) {
  const { t } = useTranslation('couple');
  const connection = useConnection();
  const connected = connection.data?.status === 'accepted';
  const invitations = useInvitations({ enabled: connection.isSuccess && !connected });
  const { banner, dismiss, feedback } = useCoupleFeedback();
  const timeZone = timeZoneOf(user);
  const now = useNow(60_000);
  const couple = connection.data ?? null;
  const state = !couple ? 'none' : couple.status === 'accepted' ? 'connected' : 'pending';

  return (
    <Card
      className="flex flex-col gap-5"
      data-testid="couple-card"
      data-state={connection.isSuccess ? state : 'loading'}
    >
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary text-primary-fg">
          <HeartHandshake className="size-6" aria-hidden="true" />
        </span>
        <h2 className="font-display text-2xl font-semibold text-balance">
          {connection.isSuccess ? t(`card.${state}Title`) : t('pageTitle')}
        </h2>
      </div>
      {banner && <CoupleBanner banner={banner} onDismiss={dismiss} />}
      {connection.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-5" />
          {t('loading')}
        </p>
      ) : connection.isError ? (
        <p role="alert" className="text-danger">
          {t('failure.fetch')}
        </p>
      ) : couple && state === 'connected' ? (
        <ConnectedPanel
          couple={couple}
          partner={partnerOf(couple, user.id)}
          timeZone={timeZone}
          now={now}
          feedback={feedback}
        />
      ) : couple ? (
        <PendingPanel
          couple={couple}
          partner={partnerOf(couple, user.id)}
          timeZone={timeZone}
          feedback={feedback}
        />
      ) : (
        <>
          <p className="text-muted">{t('card.noneMessage')}</p>
          <PendingInvitations
            invitations={invitations.data ?? []}
            timeZone={timeZone}
            feedback={feedback}
          />
          <InviteForm myId={user.id} timeZone={timeZone} feedback={feedback} />
          <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t('or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <JoinForm myId={user.id} feedback={feedback} />
            <JoinCodePanel timeZone={timeZone} feedback={feedback} />
          </div>
        </>
      )}
      {state === 'pending' && (
        <PendingInvitations
          invitations={invitations.data ?? []}
          timeZone={timeZone}
          feedback={feedback}
        />
      )}
    </Card>
  );
}
