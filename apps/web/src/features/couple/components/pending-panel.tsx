import { useTranslation } from 'react-i18next';
import { Hourglass } from 'lucide-react';
import { type Couple, type CoupleUser } from '@doita/shared';
import { formatShownDate } from '@/lib/format';

/** Pending: my invitation waits for the partner's answer. */
export function PendingPanel({
  couple,
  partner,
  timeZone,
}: {
  couple: Couple;
  partner: CoupleUser;
  timeZone: string;
}) {
  const { t } = useTranslation('couple');
  return (
    <div className="flex items-start gap-3 rounded-xl bg-surface-2 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Hourglass className="size-5 motion-safe:animate-pulse" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold">{t('pending.waiting', { name: partner.displayName })}</p>
        <p className="mt-1 text-sm break-words text-muted">
          {t('pending.message', { email: partner.email })}
        </p>
        <p className="mt-1 text-xs text-muted">
          {t('pending.sentOn', { date: formatShownDate(couple.createdAt, { timeZone }) })}
        </p>
      </div>
    </div>
  );
}
