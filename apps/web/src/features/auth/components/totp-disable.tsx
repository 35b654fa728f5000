import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/lib/toast-store';
import { useTotpDisable } from '../api/totp-settings';
import { FormFailure } from './form-failure';

/** Turning two-step off: the password, or a code from the app (or a recovery code). */
export function TotpDisable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const disable = useTotpDisable();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value.trim()) return;
    disable.mutate(withCode ? { code: value } : { password: value }, {
      onSuccess: () => {
        toast.success(t('twoStep.disable.done'));
        onClose();
      },
      onError: () => setValue(''),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('twoStep.disable.title')}
    >
      <p className="text-sm text-muted">{t('twoStep.disable.intro')}</p>
      <FormFailure error={disable.error} title={t('twoStep.disable.failed')} />
      <Field label={t(withCode ? 'twoStep.disable.codeLabel' : 'fields.currentPassword')} required>
        {(control) =>
          withCode ? (
            <Input
              {...control}
              name="code"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="one-time-code"
              maxLength={20}
            />
          ) : (
            <PasswordInput
              {...control}
              name="password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete="current-password"
            />
          )
        }
      </Field>
      <Button
        type="button"
        variant="link"
        className="self-start"
        onClick={() => {
          setWithCode((current) => !current);
          setValue('');
        }}
      >
        {t(withCode ? 'twoStep.disable.usePassword' : 'twoStep.disable.useCode')}
      </Button>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="danger"
          loading={disable.isPending}
          loadingText={t('twoStep.disable.submitting')}
        >
          {t('twoStep.disable.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('sessions.cancel')}
        </Button>
      </div>
    </form>
  );
}
