import { useMemo } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BIO_MAX,
  DISPLAY_NAME_MAX,
  ERROR_CODES,
  NAME_MAX,
  formatIsoDate,
  toLocalDate,
  type User,
} from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormDateField } from '@/components/ui/form-date-time';
import { Input, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { notifyFailure } from '@/lib/error-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { translateFormMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_FIELDS,
  changedFields,
  profileFormValues,
  profileResolver,
  type ProfileFormValues,
} from './profile-form-schema';

type TextField = Exclude<keyof ProfileFormValues, 'bio' | 'dateOfBirth'>;

/** Names, display name, username, bio, date of birth, phone: PUT /user/me with what changed. */
export function PersonalInfoForm({ user, timeZone }: { user: User; timeZone: string }) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateProfile();
  const initial = useMemo(() => profileFormValues(user), [user]);
  const resolver = useMemo(() => profileResolver(timeZone), [timeZone]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver,
    mode: 'onTouched',
    // Follows the user when it changes elsewhere (the avatar, another tab), keeping edits.
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const bio = useWatch({ control, name: 'bio' });
  const today = formatIsoDate(toLocalDate(new Date(), timeZone));

  const onSubmit = (values: ProfileFormValues) => {
    const body = changedFields(initial, values);
    if (Object.keys(body).length === 0) return;
    mutation.mutate(body, {
      onSuccess: (saved) => {
        reset(profileFormValues(saved), { keepDirtyValues: false });
        toast.success(t('personal.saved'), t('personal.savedMessage'));
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, PROFILE_FIELDS)) return;
        if (isApiError(error) && error.code === ERROR_CODES.usernameTaken) {
          setError(
            'username',
            { type: 'server', message: 'errors:codes.USERNAME_TAKEN' },
            { shouldFocus: true },
          );
          return;
        }
        notifyFailure(t('personal.saveFailed'), error);
      },
    });
  };

  const errorOf = (field: keyof ProfileFormValues) =>
    translateFormMessage(t, errors[field]?.message);
  const textField = (field: TextField, options: TextFieldOptions) => (
    <ProfileTextField
      field={field}
      input={register(field)}
      error={errorOf(field)}
      options={options}
    />
  );

  const pending = mutation.isPending;
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      aria-labelledby="personal-info-title"
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id="personal-info-title" className="font-display text-xl font-semibold">
          {t('personal.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('personal.subtitle')}</p>
      </div>
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        {textField('firstName', { max: NAME_MAX, autoComplete: 'given-name' })}
        {textField('lastName', { max: NAME_MAX, autoComplete: 'family-name' })}
        {textField('displayName', {
          max: DISPLAY_NAME_MAX,
          required: true,
          hint: t('personal.fields.displayNameHint'),
          autoComplete: 'nickname',
        })}
        {textField('username', {
          max: 30,
          hint: t('personal.fields.usernameHint'),
          autoComplete: 'username',
        })}
        <Field label={t('personal.fields.dateOfBirth')} error={errorOf('dateOfBirth')}>
          {(c) => (
            <FormDateField
              {...c}
              control={control}
              name="dateOfBirth"
              min="1900-01-01"
              max={today}
              today={today}
            />
          )}
        </Field>
        <Field
          label={t('personal.fields.phone')}
          error={errorOf('phone')}
          hint={t('personal.fields.phoneHint')}
        >
          {(c) => (
            <Input {...c} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          )}
        </Field>
        <Field
          label={t('personal.fields.bio')}
          error={errorOf('bio')}
          hint={t('personal.fields.bioCount', { count: [...bio].length, max: BIO_MAX })}
          className="sm:col-span-2"
        >
          {(c) => (
            <Textarea
              {...c}
              {...register('bio')}
              rows={4}
              maxLength={BIO_MAX}
              placeholder={t('personal.fields.bioPlaceholder')}
            />
          )}
        </Field>
      </fieldset>
      <SaveBar
        pending={pending}
        dirty={isDirty}
        onDiscard={() => reset(initial, { keepDirtyValues: false })}
      />
    </form>
  );
}

interface TextFieldOptions {
  max: number;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}

/** One of the profile's one-line fields (a username is typed as it is: no spelling, no capitals). */
function ProfileTextField({
  field,
  input,
  error,
  options,
}: {
  field: TextField;
  input: UseFormRegisterReturn;
  error: string | undefined;
  options: TextFieldOptions;
}) {
  const { t } = useTranslation('profile');
  return (
    <Field
      label={t(`personal.fields.${field}`)}
      error={error}
      required={options.required}
      hint={options.hint}
    >
      {(c) => (
        <Input
          {...c}
          {...input}
          maxLength={options.max}
          autoComplete={options.autoComplete}
          spellCheck={field === 'username' ? false : undefined}
          autoCapitalize={field === 'username' ? 'none' : undefined}
        />
      )}
    </Field>
  );
}

/** Save, and while something is changed and not saving, discard it and say it is unsaved. */
function SaveBar({
  pending,
  dirty,
  onDiscard,
}: {
  pending: boolean;
  dirty: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" loading={pending} loadingText={t('personal.saving')} disabled={!dirty}>
        {t('personal.save')}
      </Button>
      {dirty && !pending && (
        <>
          <Button variant="ghost" onClick={onDiscard}>
            {t('personal.discard')}
          </Button>
          <p className="text-sm text-muted" role="status">
            {t('personal.unsaved')}
          </p>
        </>
      )}
    </div>
  );
}
