import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleAlert, Mail } from 'lucide-react';
import type { User } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { useResendVerification } from '../api/resend-verification';

/** The e-mail address, whether it is verified, and a resend of the link while it is not. */
export function EmailStatus({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const resend = useResendVerification();
  const verified = user.isEmailVerified;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (message) => {
        if (message === 'Email is already verified') toast.info(t('email.alreadyVerified'));
        else toast.success(t('email.resent'), t('email.resentMessage', { email: user.email }));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 429) {
          const seconds = error.retryAfterSeconds;
          toast.warning(
            t('email.resendFailed'),
            seconds
              ? t('email.rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) })
              : t('email.rateLimitedSoon'),
          );
          return;
        }
        notifyFailure(t('email.resendFailed'), error);
      },
    });

  return (
    <section aria-labelledby="email-title" className="flex flex-col gap-3">
      <div>
        <h3 id="email-title" className="font-display text-xl font-semibold">
          {t('email.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('email.subtitle')}</p>
      </div>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-surface-2 text-muted">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col items-start gap-1.5">
          <span className="font-semibold break-all" data-testid="account-email">
            {user.email}
          </span>
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold text-fg',
              verified
                ? 'border-success/40 bg-success/10 [&_svg]:text-success'
                : 'border-warning/50 bg-warning/10 [&_svg]:text-warning',
            )}
          >
            {verified ? (
              <BadgeCheck className="size-3.5" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-3.5" aria-hidden="true" />
            )}
            {verified ? t('email.verified') : t('email.unverified')}
          </span>
        </div>
      </div>
      {!verified && (
        <>
          <p className="text-sm text-muted">{t('email.unverifiedHint', { email: user.email })}</p>
          <Button
            variant="outline"
            className="self-start"
            onClick={onResend}
            loading={resend.isPending}
            loadingText={t('email.resending')}
          >
            {t('email.resend')}
          </Button>
        </>
      )}
    </section>
  );
}
