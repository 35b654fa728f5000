import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { translateFormMessage } from '@/lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { AuthForm, AuthSubmit, EmailField, handleAuthError } from './auth-form-parts';
import { forgotPasswordResolver } from './auth-form-resolvers';
import type { ForgotPasswordValues } from './auth-form-schemas';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const mutation = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordResolver,
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = (body: ForgotPasswordValues) => {
    setFailure(null);
    mutation.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) => handleAuthError(error, { setError, fields: ['email'], setFailure }),
    });
  };

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" role="status">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-primary-soft text-primary">
          <MailCheck className="size-8" aria-hidden="true" />
        </span>
        <h2 className="font-display text-2xl font-semibold">{t('forgot.sentTitle')}</h2>
        <p className="text-muted">{t('forgot.sentMessage', { email: sentTo })}</p>
        <div className="mt-2 flex w-full flex-col gap-2">
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            {t('forgot.backToLogin')}
          </Link>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t('forgot.tryAnother')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <AuthForm
      title={t('forgot.title')}
      failure={failure}
      failureTitle={t('forgot.failed')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <fieldset disabled={mutation.isPending}>
        <EmailField
          input={register('email')}
          error={translateFormMessage(t, errors.email?.message)}
        />
      </fieldset>
      <AuthSubmit pending={mutation.isPending} loadingText={t('forgot.submitting')}>
        {t('forgot.submit')}
      </AuthSubmit>
      <Link to="/login" className="text-center text-sm font-semibold text-primary hover:underline">
        {t('forgot.backToLogin')}
      </Link>
    </AuthForm>
  );
}
