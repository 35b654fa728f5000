import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { translateFormMessage } from '@/lib/i18n';
import { useIsAuthenticated } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useChangePassword } from '../api/change-password';
import { isInlineAuthFailure } from './auth-failure';
import { changePasswordResolver, preloadAuthSchemas } from './auth-form-resolvers';
import type { ChangePasswordFormValues } from './auth-form-schemas';
import { FormFailure } from './form-failure';
import { PasswordStrength } from './password-strength';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Change password (profile page later; shown on /combo-test now). Stores the new token pair. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const isAuthenticated = useIsAuthenticated();
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: changePasswordResolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  useEffect(preloadAuthSchemas, []);

  const onSubmit = ({ currentPassword, newPassword: password }: ChangePasswordFormValues) => {
    setFailure(null);
    mutation.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          reset();
          toast.success(t('changePassword.success'), t('changePassword.successMessage'));
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, FIELDS)) return;
          if (isApiError(error) && error.code === ERROR_CODES.invalidCurrentPassword) {
            setError(
              'currentPassword',
              { type: 'server', message: 'auth:serverErrors.INVALID_CURRENT_PASSWORD' },
              { shouldFocus: true },
            );
            return;
          }
          if (isInlineAuthFailure(error)) setFailure(error);
          else notifyError(error);
        },
      },
    );
  };

  const pending = mutation.isPending;
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="change-password-title"
    >
      <div>
        <h3 id="change-password-title" className="font-display text-xl font-semibold">
          {t('changePassword.title')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('changePassword.subtitle')}</p>
      </div>
      {!isAuthenticated && <Alert type="info">{t('changePassword.signInRequired')}</Alert>}
      <FormFailure error={failure} title={t('changePassword.failed')} />
      <fieldset disabled={pending || !isAuthenticated} className="flex flex-col gap-5">
        <Field
          label={t('fields.currentPassword')}
          error={translateFormMessage(t, errors.currentPassword?.message)}
          required
        >
          {(c) => (
            <PasswordInput
              {...c}
              {...register('currentPassword')}
              autoComplete="current-password"
            />
          )}
        </Field>
        <Field
          label={t('fields.newPassword')}
          error={translateFormMessage(t, errors.newPassword?.message)}
          required
          hint={<PasswordStrength password={newPassword} />}
        >
          {(c) => <PasswordInput {...c} {...register('newPassword')} autoComplete="new-password" />}
        </Field>
        <Field
          label={t('fields.confirmNewPassword')}
          error={translateFormMessage(t, errors.confirmPassword?.message)}
          required
        >
          {(c) => (
            <PasswordInput {...c} {...register('confirmPassword')} autoComplete="new-password" />
          )}
        </Field>
      </fieldset>
      <Button
        type="submit"
        loading={pending}
        loadingText={t('changePassword.submitting')}
        disabled={!isAuthenticated}
        className="self-start"
      >
        {t('changePassword.submit')}
      </Button>
    </form>
  );
}
