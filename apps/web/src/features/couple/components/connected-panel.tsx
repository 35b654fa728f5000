import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { HeartCrack, PencilLine } from 'lucide-react';
import { type Couple, type CoupleUser } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { confirmDialog } from '@/lib/modal-store';
import { useDisconnect } from '../api/disconnect';
import { coupleTime } from '../hooks/couple-time';
import { useRefreshCouple } from '../hooks/use-refresh-couple';
import type { CoupleFeedback } from './couple-feedback';
import { durationWording, formatLocalDate, relativeWording } from './couple-wording';
import { openRelationshipDateModal } from './relationship-date-form';
import { formatShownDate } from '@/lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-2 p-3.5">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/** Connected: partner, duration, connected-since, next anniversary, edit date, disconnect. */
export function ConnectedPanel({
  couple,
  partner,
  timeZone,
  now,
  feedback,
}: {
  couple: Couple;
  partner: CoupleUser;
  timeZone: string;
  now: Date;
  feedback: CoupleFeedback;
}) {
  const { t } = useTranslation(['couple', 'common']);
  const disconnect = useDisconnect();
  const refresh = useRefreshCouple();
  const time = coupleTime(couple, now, timeZone);

  const onDisconnect = async () => {
    const confirmed = await confirmDialog({
      title: t('disconnectConfirm.title', { name: partner.displayName }),
      message: t('disconnectConfirm.message'),
      confirmLabel: t('disconnectConfirm.confirm'),
      cancelLabel: t('disconnectConfirm.cancel'),
      tone: 'danger',
    });
    if (!confirmed) return;
    disconnect.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('success.disconnected'));
        void refresh(null);
      },
      onError: (error) => feedback.failure(t('failure.disconnect'), error),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar name={partner.displayName} src={partner.avatarUrl} size={12} />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('connected.partner')}
          </p>
          <p className="truncate text-lg font-semibold" data-testid="partner-name">
            {partner.displayName}
          </p>
          <p className="truncate text-sm text-muted">
            {t('connected.email', { email: partner.email })}
          </p>
        </div>
      </div>
      {time && (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('connected.duration')}>
            <span className="block font-display text-2xl" data-testid="days-together">
              {t('time.daysTogether', { count: time.daysTogether })}
            </span>
            <span className="text-sm font-medium text-muted">{durationWording(t, time.split)}</span>
          </Fact>
          <Fact label={t('connected.nextAnniversary')}>
            {t('connected.anniversaryOn', {
              date: formatLocalDate(time.anniversary.date),
              when: relativeWording(t, time.anniversary.daysUntil),
            })}
            <span className="block text-sm font-medium text-muted">
              {t('time.nextAnniversary', { years: time.anniversary.years })}
            </span>
          </Fact>
          <Fact label={t('connected.startDate')}>{formatShownDate(time.startIso)}</Fact>
          <Fact label={t('connected.connectedSince')}>
            {formatShownDate(couple.connectedAt, { timeZone })}
          </Fact>
        </dl>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="outline"
          icon={<PencilLine className="size-4" aria-hidden="true" />}
          onClick={() =>
            openRelationshipDateModal(t, {
              initialDate: time?.startIso ?? '',
              timeZone,
              feedback,
            })
          }
        >
          {t('connected.editDate')}
        </Button>
        <Button
          variant="ghost"
          className="text-danger"
          icon={<HeartCrack className="size-4" aria-hidden="true" />}
          loading={disconnect.isPending}
          onClick={() => void onDisconnect()}
        >
          {t('connected.disconnect')}
        </Button>
      </div>
    </div>
  );
}
