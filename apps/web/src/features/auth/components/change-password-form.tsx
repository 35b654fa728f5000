import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { translateFormMessage } from '@/lib/i18n';
import { useIsAuthenticated } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { useChangePassword } from '../api/change-password';
import { ChosenPasswordFields, handleAuthError } from './auth-form-parts';
import { changePasswordResolver, loadSchemasOnIntent } from './auth-form-resolvers';
import type { ChangePasswordFormValues } from './auth-form-schemas';
import { FormFailure } from './form-failure';

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
  const onSubmit = ({ currentPassword, newPassword: password }: ChangePasswordFormValues) => {
    setFailure(null);
    mutation.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          reset();
          toast.success(t('changePassword.success'), t('changePassword.successMessage'));
        },
        onError: (error) =>
          handleAuthError(error, {
            setError,
            fields: FIELDS,
            setFailure,
            onField: { code: ERROR_CODES.invalidCurrentPassword, field: 'currentPassword' },
          }),
      },
    );
  };

  const pending = mutation.isPending;
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      {...loadSchemasOnIntent}
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
        <ChosenPasswordFields register={register} errors={errors} value={newPassword} />
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
