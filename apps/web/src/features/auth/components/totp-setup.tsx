import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeTotpCode, type TotpSetupResponse } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { withChunkReload } from '@/lib/chunk-reload';
import { useTotpEnable } from '../api/totp-settings';
import { FormFailure } from './form-failure';
import { RecoveryCodes } from './recovery-codes';

const TotpQr = lazy(withChunkReload(() => import('./totp-qr')));

/** "ABCD EFGH …": the secret in groups of four, easier to type by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up: the QR code and the secret to type, then a first code from the app turns
 * two-step on and the recovery codes are shown once.
 */
export function TotpSetup({ setup, onClose }: { setup: TotpSetupResponse; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  if (enable.data) return <RecoveryCodes codes={enable.data.recoveryCodes} onDone={onClose} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!normalizeTotpCode(code)) {
      setFieldError(t('twoStep.login.codeInvalid'));
      return;
    }
    setFieldError(undefined);
    enable.mutate(code);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('twoStep.setup.title')}
    >
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm">
        <li>{t('twoStep.setup.step1')}</li>
        <li>{t('twoStep.setup.step2')}</li>
        <li>{t('twoStep.setup.step3')}</li>
      </ol>
      <Suspense fallback={<Skeleton className="size-48 self-center" />}>
        <TotpQr url={setup.otpauthUrl} label={t('twoStep.setup.qrLabel')} />
      </Suspense>
      <div className="text-center text-sm">
        <p className="text-muted">{t('twoStep.setup.manual')}</p>
        <p
          className="mt-1 font-mono font-semibold break-words select-all"
          data-testid="totp-secret"
        >
          {grouped(setup.secret)}
        </p>
      </div>
      <FormFailure error={enable.error} title={t('twoStep.setup.failed')} />
      <Field label={t('twoStep.login.codeLabel')} error={fieldError} required>
        {(control) => (
          <Input
            {...control}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={enable.isPending} loadingText={t('twoStep.setup.enabling')}>
          {t('twoStep.setup.enable')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('sessions.cancel')}
        </Button>
      </div>
    </form>
  );
}
