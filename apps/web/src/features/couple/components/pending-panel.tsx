import { useTranslation } from 'react-i18next';
import { Hourglass } from 'lucide-react';
import { type Couple, type CoupleUser } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { formatShownDate } from '@/lib/format';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useRefreshCouple } from '../hooks/use-refresh-couple';
import type { CoupleFeedback } from './couple-feedback';

/** Pending: my invitation waits for the partner's answer; I may withdraw it. */
export function PendingPanel({
  couple,
  partner,
  timeZone,
  feedback,
}: {
  couple: Couple;
  partner: CoupleUser;
  timeZone: string;
  feedback: CoupleFeedback;
}) {
  const { t } = useTranslation('couple');
  const cancel = useCancelInvitation();
  const refresh = useRefreshCouple();
  const withdraw = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        feedback.success(t('success.cancelled'));
        void refresh(null);
      },
      onError: (error) => feedback.failure(t('failure.cancel'), error),
    });
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Hourglass className="size-5 motion-safe:animate-pulse" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {t('pending.waiting', { name: partner.displayName })}
          </p>
          <p className="mt-1 text-sm break-words text-muted">
            {t('pending.message', { email: partner.email })}
          </p>
          <p className="mt-1 text-xs text-muted">
            {t('pending.sentOn', { date: formatShownDate(couple.createdAt, { timeZone }) })}
          </p>
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        loading={cancel.isPending}
        disabled={cancel.isPending}
        onClick={withdraw}
      >
        {t('pending.cancel')}
      </Button>
    </div>
  );
}
