import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, normalizeRecoveryCode, normalizeTotpCode } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useLoginWithTotp } from '../api/totp-login';
import { AuthForm, AuthSubmit } from './auth-form-parts';

/**
 * The second step of a password sign-in with two-step on: the six digits from the
 * authenticator app, or a recovery code instead. An ended challenge (expired, used, locked)
 * goes back to the password step.
 */
export function TotpLoginStep({
  challenge,
  remember,
  onRestart,
}: {
  challenge: string;
  remember: boolean;
  /** back to e-mail and password (the challenge ended, or the person asks) */
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const mutation = useLoginWithTotp(remember);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), [recovery]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const valid = recovery ? normalizeRecoveryCode(code) : normalizeTotpCode(code);
    if (!valid) {
      setFieldError(t(recovery ? 'twoStep.login.recoveryInvalid' : 'twoStep.login.codeInvalid'));
      return;
    }
    setFieldError(undefined);
    mutation.mutate(
      { challenge, code },
      {
        onSuccess: ({ user }) => toast.success(t('login.welcome', { name: user.displayName })),
        onError: (error) => {
          if (isApiError(error) && error.code === ERROR_CODES.totpChallengeEnded) {
            toast.error(t('serverErrors.TOTP_CHALLENGE_ENDED'));
            onRestart();
          } else if (isApiError(error) && error.code === ERROR_CODES.totpInvalidCode) {
            setFieldError(t('serverErrors.TOTP_INVALID_CODE'));
            setCode('');
            input.current?.focus();
          } else setFailure(error);
        },
      },
    );
  };

  return (
    <AuthForm
      title={t('twoStep.login.title')}
      failure={failure}
      failureTitle={t('login.failed')}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-muted">
        {t(recovery ? 'twoStep.login.recoveryIntro' : 'twoStep.login.intro')}
      </p>
      <Field
        label={t(recovery ? 'twoStep.login.recoveryLabel' : 'twoStep.login.codeLabel')}
        error={fieldError}
        required
      >
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={mutation.isPending}
            {...(recovery
              ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 20 }
              : { autoComplete: 'one-time-code', inputMode: 'numeric' as const, maxLength: 7 })}
            placeholder={recovery ? 'abcde-fghij' : '123456'}
          />
        )}
      </Field>
      <AuthSubmit pending={mutation.isPending} loadingText={t('twoStep.login.submitting')}>
        {t('twoStep.login.submit')}
      </AuthSubmit>
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          type="button"
          variant="link"
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setFieldError(undefined);
          }}
        >
          {t(recovery ? 'twoStep.login.useApp' : 'twoStep.login.useRecovery')}
        </Button>
        <Button type="button" variant="link" onClick={onRestart}>
          {t('twoStep.login.back')}
        </Button>
      </div>
    </AuthForm>
  );
}
