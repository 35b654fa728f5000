import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, VALIDATION } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { translateFormMessage } from '@/lib/i18n';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountValues {
  password: string;
}

/**
 * The confirm dialog's body: the password, then DELETE /user/me. A wrong password stays
 * in the dialog, under the field; success hands over to `onDeleted` (sign out locally).
 */
export function DeleteAccountForm({
  onCancel,
  onDeleted,
}: {
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('profile');
  const mutation = useDeleteAccount();
  const [rateLimited, setRateLimited] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountValues>({ defaultValues: { password: '' } });

  const onSubmit = ({ password }: DeleteAccountValues) => {
    setRateLimited(false);
    mutation.mutate(
      { password },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          if (applyServerFieldErrors(error, setError, ['password'])) return;
          if (isApiError(error) && error.code === ERROR_CODES.invalidCurrentPassword) {
            setError(
              'password',
              { type: 'server', message: 'profile:danger.wrongPassword' },
              { shouldFocus: true },
            );
            return;
          }
          if (isApiError(error) && error.status === 429) {
            setRateLimited(true);
            return;
          }
          notifyFailure(t('danger.failed'), error);
        },
      },
    );
  };

  const pending = mutation.isPending;
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="mt-5 flex flex-col gap-5"
    >
      {rateLimited && <Alert type="warning">{t('danger.rateLimited')}</Alert>}
      <Field
        label={t('danger.password')}
        error={translateFormMessage(t, errors.password?.message)}
        required
      >
        {(c) => (
          <PasswordInput
            {...c}
            {...register('password', { required: VALIDATION.required })}
            autoComplete="current-password"
            autoFocus
            disabled={pending}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('danger.keep')}
        </Button>
        <Button type="submit" variant="danger" loading={pending} loadingText={t('danger.deleting')}>
          {t('danger.confirm')}
        </Button>
      </div>
    </form>
  );
}
