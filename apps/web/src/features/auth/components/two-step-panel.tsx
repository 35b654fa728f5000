import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTotpSetup, useTotpStatus } from '../api/totp-settings';
import { FormFailure } from './form-failure';
import { TotpDisable } from './totp-disable';
import { TotpSetup } from './totp-setup';

/**
 * Two-step sign-in in the account's security settings: off (set it up), setting up (QR,
 * secret, first code, then the recovery codes once), on (turn it off).
 */
export function TwoStepPanel() {
  const { t } = useTranslation('auth');
  const status = useTotpStatus();
  const setup = useTotpSetup();
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable'>('idle');
  const close = () => {
    setMode('idle');
    setup.reset();
  };

  let body;
  if (status.isPending) {
    body = (
      <div role="status" aria-label={t('twoStep.loading')}>
        <Skeleton className="h-10" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <Alert type="error" title={t('twoStep.loadFailed')}>
        <Button variant="link" onClick={() => void status.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (mode === 'setup' && setup.data) {
    body = <TotpSetup setup={setup.data} onClose={close} />;
  } else if (mode === 'disable') {
    body = <TotpDisable onClose={close} />;
  } else if (status.data.enabled) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm">{t('twoStep.onText', { count: status.data.recoveryCodesLeft })}</p>
        <Button variant="outline" className="self-start" onClick={() => setMode('disable')}>
          {t('twoStep.turnOff')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('twoStep.offText')}</p>
        <FormFailure error={setup.error} title={t('twoStep.setup.failed')} />
        <Button
          className="self-start"
          loading={setup.isPending}
          loadingText={t('twoStep.setup.starting')}
          onClick={() => setup.mutate(undefined, { onSuccess: () => setMode('setup') })}
        >
          {t('twoStep.setUp')}
        </Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="two-step-title" className="flex flex-col gap-4">
      <div>
        <h3
          id="two-step-title"
          className="flex flex-wrap items-center gap-2 font-display text-xl font-semibold"
        >
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t('twoStep.title')}
          {status.data?.enabled && <Badge>{t('twoStep.onBadge')}</Badge>}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('twoStep.subtitle')}</p>
      </div>
      {body}
    </section>
  );
}
