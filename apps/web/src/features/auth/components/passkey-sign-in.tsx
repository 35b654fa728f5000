import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { passkeyProblemOf, passkeysSupported, usePasskeySignIn } from '../api/passkeys';

/**
 * "Sign in with a passkey" under the password form: no e-mail typed, the browser offers the
 * passkeys it holds for this site. Where the browser has no WebAuthn it says so instead.
 */
export function PasskeySignIn({ remember }: { remember: () => boolean }) {
  const { t } = useTranslation('passkeys');
  const signIn = usePasskeySignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const supported = passkeysSupported();

  const onClick = () => {
    setProblem(null);
    signIn.mutate(remember(), {
      onSuccess: (answer) =>
        toast.success(t('auth:login.welcome', { name: answer.user.displayName })),
      onError: (error) => setProblem(t(`signIn.problems.${passkeyProblemOf(error)}`)),
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('signIn.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {problem && (
        <Alert type="error" title={t('signIn.failed')}>
          {problem}
        </Alert>
      )}
      {supported ? (
        <>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            icon={<KeyRound className="size-4" aria-hidden="true" />}
            onClick={onClick}
            loading={signIn.isPending}
            loadingText={t('signIn.waiting')}
            aria-describedby="passkey-sign-in-hint"
          >
            {t('signIn.button')}
          </Button>
          <p id="passkey-sign-in-hint" className="text-center text-xs text-muted">
            {t('signIn.hint')}
          </p>
        </>
      ) : (
        <p className="text-center text-sm text-muted">{t('signIn.unsupported')}</p>
      )}
    </div>
  );
}
