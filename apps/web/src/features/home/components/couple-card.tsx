import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeartHandshake } from 'lucide-react';
import type { CoupleStatus } from '@doita/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

/** Not connected: the invitation card; connected: the days together the server counted. */
export function CoupleCard({ coupleStatus }: { coupleStatus: CoupleStatus | undefined }) {
  const { t, i18n } = useTranslation('home');
  const connected = coupleStatus?.isConnected === true;
  return (
    <Card className="flex flex-col gap-4 border-primary/30 bg-primary-soft/60">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-fg">
        <HeartHandshake className="size-6" aria-hidden="true" />
      </span>
      {connected ? (
        <>
          <h2 className="font-display text-2xl font-semibold">{t('couple.connectedTitle')}</h2>
          <p className="text-lg">
            {t('couple.daysTogether', {
              days: formatNumber(coupleStatus.daysTogether, i18n.language),
            })}
          </p>
          <Link
            to="/couple/connect"
            className={buttonClasses({ variant: 'outline', className: 'self-start' })}
          >
            {t('couple.openConnection')}
          </Link>
        </>
      ) : (
        <>
          <h2 className="font-display text-2xl font-semibold text-balance">
            {t('couple.inviteTitle')}
          </h2>
          <p className="text-muted">{t('couple.inviteMessage')}</p>
          <Link to="/couple/connect" className={buttonClasses({ className: 'self-start' })}>
            {t('couple.inviteAction')}
          </Link>
        </>
      )}
    </Card>
  );
}
