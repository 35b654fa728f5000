import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleCheck, Link2Off } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notifyError } from '@/lib/error-toast';
import { useIsAuthenticated } from '@/lib/session';
import { useVerifyEmail } from '../api/verify-email';
import { isInvalidLinkFailure } from './auth-failure';
import { StatusPanel } from './status-panel';

type VerifyState = 'verifying' | 'verified' | 'invalid';

/** Calls POST /auth/verify-email once with the link's token and shows the outcome. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const isAuthenticated = useIsAuthenticated();
  const { mutate } = useVerifyEmail();
  // The token's format and validity are the server's to judge (422 or INVALID_TOKEN: invalid link).
  const validToken = !!token?.trim();
  const [state, setState] = useState<VerifyState>(validToken ? 'verifying' : 'invalid');
  // The token is single-use: never send it twice (StrictMode runs effects twice in development).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!validToken || !token || sent.current === token) return;
    sent.current = token;
    mutate(
      { token },
      {
        onSuccess: () => setState('verified'),
        onError: (error) => {
          if (isInvalidLinkFailure(error)) setState('invalid');
          else {
            notifyError(error);
            setState('invalid');
          }
        },
      },
    );
  }, [mutate, token, validToken]);

  const next = isAuthenticated ? (
    <Link to="/" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      {t('verify.continue')}
    </Link>
  ) : (
    <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
      {t('verify.goToLogin')}
    </Link>
  );

  if (state === 'verifying') {
    return (
      <div
        className="flex flex-col items-center gap-4 py-6 text-center"
        role="status"
        aria-live="polite"
      >
        <Spinner className="size-10 text-primary" />
        <p className="text-muted">{t('verify.verifying')}</p>
      </div>
    );
  }
  if (state === 'verified') {
    return (
      <StatusPanel
        icon={<CircleCheck aria-hidden="true" />}
        title={t('verify.successTitle')}
        message={t('verify.successMessage')}
      >
        {next}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="danger"
      icon={<Link2Off aria-hidden="true" />}
      title={t('verify.invalidTitle')}
      message={t('verify.invalidMessage')}
    >
      {next}
    </StatusPanel>
  );
}
