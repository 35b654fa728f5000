import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleCheck, Link2Off } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { isInvalidLinkFailure } from './auth-failure';
import { AuthForm, AuthSubmit, ChosenPasswordFields, handleAuthError } from './auth-form-parts';
import { resetPasswordResolver } from './auth-form-resolvers';
import type { ResetPasswordFormValues } from './auth-form-schemas';
import { StatusPanel } from './status-panel';

/** The invalid or expired link state, with a way to ask for a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <StatusPanel
      tone="danger"
      icon={<Link2Off aria-hidden="true" />}
      title={t('reset.invalidTitle')}
      message={t('reset.invalidMessage')}
    >
      <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {t('reset.requestNew')}
      </Link>
    </StatusPanel>
  );
}

/** New password + confirmation for the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const mutation = useResetPassword();
  // The token's format and validity are the server's to judge (422 or INVALID_TOKEN: invalid link).
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(() =>
    token?.trim() ? 'form' : 'invalid',
  );
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: resetPasswordResolver,
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  if (state === 'invalid' || !token) return <InvalidResetLink />;
  if (state === 'done') {
    return (
      <StatusPanel
        icon={<CircleCheck aria-hidden="true" />}
        title={t('reset.successTitle')}
        message={t('reset.successMessage')}
      >
        <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('reset.goToLogin')}
        </Link>
      </StatusPanel>
    );
  }

  const onSubmit = ({ newPassword: password }: ResetPasswordFormValues) => {
    setFailure(null);
    mutation.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => setState('done'),
        onError: (error) =>
          handleAuthError(error, {
            setError,
            fields: ['newPassword'],
            setFailure,
            handled: (e) => isInvalidLinkFailure(e) && (setState('invalid'), true),
          }),
      },
    );
  };

  return (
    <AuthForm
      title={t('reset.title')}
      failure={failure}
      failureTitle={t('reset.failed')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <fieldset disabled={mutation.isPending} className="flex flex-col gap-5">
        <ChosenPasswordFields register={register} errors={errors} value={newPassword} />
      </fieldset>
      <AuthSubmit pending={mutation.isPending} loadingText={t('reset.submitting')}>
        {t('reset.submit')}
      </AuthSubmit>
    </AuthForm>
  );
}
