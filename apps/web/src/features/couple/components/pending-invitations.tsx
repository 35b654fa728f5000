import { useTranslation } from 'react-i18next';
import { type Invitation } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useRespond } from '../api/respond';
import { useRefreshCouple } from '../hooks/use-refresh-couple';
import type { CoupleFeedback } from './couple-feedback';
import { formatShownDate } from '@/lib/format';

/** The pending invitations addressed to me, each with accept and decline. */
export function PendingInvitations({
  invitations,
  timeZone,
  feedback,
}: {
  invitations: Invitation[];
  timeZone: string;
  feedback: CoupleFeedback;
}) {
  const { t } = useTranslation('couple');
  const mutation = useRespond();
  const refresh = useRefreshCouple();
  if (invitations.length === 0) return null;

  const answer = (invitation: Invitation, action: 'accept' | 'decline') => {
    mutation.mutate(
      { coupleId: invitation.id, action },
      {
        onSuccess: (couple) => {
          if (action === 'accept') {
            feedback.connected(invitation.inviter.displayName);
            void refresh(couple);
          } else {
            feedback.success(t('success.declined'));
            void refresh();
          }
        },
        onError: (error) =>
          feedback.failure(t(action === 'accept' ? 'failure.accept' : 'failure.decline'), error),
      },
    );
  };

  return (
    <section aria-labelledby="couple-invitations-title" className="flex flex-col gap-3">
      <h3 id="couple-invitations-title" className="font-semibold">
        {t('invitations.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {invitations.map((invitation) => {
          const busy = mutation.isPending && mutation.variables?.coupleId === invitation.id;
          return (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft/40 p-4 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar name={invitation.inviter.displayName} src={invitation.inviter.avatarUrl} />
                <div className="min-w-0">
                  <p className="font-semibold">
                    {t('invitations.from', { name: invitation.inviter.displayName })}
                  </p>
                  <p className="truncate text-sm text-muted">{invitation.inviter.email}</p>
                  <p className="text-xs text-muted">
                    {t('invitations.sentOn', {
                      date: formatShownDate(invitation.createdAt, { timeZone }),
                    })}
                  </p>
                </div>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={mutation.isPending}
                  loading={busy && mutation.variables?.action === 'accept'}
                  onClick={() => answer(invitation, 'accept')}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={mutation.isPending}
                  loading={busy && mutation.variables?.action === 'decline'}
                  onClick={() => answer(invitation, 'decline')}
                >
                  {t('invitations.decline')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
