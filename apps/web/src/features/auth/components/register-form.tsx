import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ERROR_CODES, buildDisplayName } from '@doita/shared';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { currentLocale, translateFormMessage } from '@/lib/i18n';
import { getThemePreference } from '@/lib/theme';
import { toast } from '@/lib/toast-store';
import { useRegister } from '../api/register';
import {
  AuthForm,
  AuthSubmit,
  EmailField,
  NewPasswordFields,
  SwitchAuthLine,
  handleAuthError,
} from './auth-form-parts';
import { loadAuthSchemas, registerResolver } from './auth-form-resolvers';
import type { RegisterFormValues } from './auth-form-schemas';

const FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'email',
  'password',
  'confirmPassword',
] as const;

/** Register: names, optional display name, email, password with its checklist, confirmation. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const registerMutation = useRegister();
  const [failure, setFailure] = useState<unknown>(null);
  // The sign-up link of a partner's invitation e-mail: its token and the address it went to.
  const invitationLink = new URLSearchParams(location.search);
  const invitation = invitationLink.get('invitation') ?? undefined;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: registerResolver,
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      displayName: '',
      email: invitationLink.get('email') ?? '',
      password: '',
      confirmPassword: '',
    },
  });
  const [firstName, lastName, password] = useWatch({
    control,
    name: ['firstName', 'lastName', 'password'],
  });
  const builtName = buildDisplayName({ firstName, lastName });

  const onSubmit = async (values: RegisterFormValues) => {
    setFailure(null);
    // The form already passed; the shared schema applies its trims, lower-casing and built name.
    const body = (await loadAuthSchemas()).toRegisterRequest(
      values,
      currentLocale(),
      // a theme the visitor picked stays theirs; untouched (auto) leaves the account's default
      getThemePreference() === 'auto' ? undefined : getThemePreference(),
    );
    registerMutation.mutate(invitation ? { ...body, invitation } : body, {
      onSuccess: ({ user }) =>
        toast.success(
          t('register.success', { name: user.displayName }),
          t('register.successMessage', { email: user.email }),
        ),
      onError: (error) =>
        handleAuthError(error, {
          setError,
          fields: FIELDS,
          setFailure,
          onField: { code: ERROR_CODES.emailTaken, field: 'email' },
        }),
    });
  };

  const pending = registerMutation.isPending;
  const message = (name: (typeof FIELDS)[number]) => translateFormMessage(t, errors[name]?.message);
  return (
    <AuthForm
      title={t('register.title')}
      failure={failure}
      failureTitle={t('register.failed')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <fieldset disabled={pending} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('fields.firstName')} error={message('firstName')}>
            {(c) => <Input {...c} {...register('firstName')} autoComplete="given-name" />}
          </Field>
          <Field label={t('fields.lastName')} error={message('lastName')}>
            {(c) => <Input {...c} {...register('lastName')} autoComplete="family-name" />}
          </Field>
        </div>
        <Field
          label={t('fields.displayName')}
          error={message('displayName')}
          hint={
            builtName
              ? t('register.displayNameHint', { name: builtName })
              : t('register.displayNameHintEmpty')
          }
        >
          {(c) => (
            <Input
              {...c}
              {...register('displayName')}
              autoComplete="nickname"
              placeholder={builtName || undefined}
            />
          )}
        </Field>
        <EmailField input={register('email')} error={message('email')} />
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirmPassword')}
          value={password}
          errors={{ password: message('password'), confirm: message('confirmPassword') }}
          labels={{ password: t('fields.password'), confirm: t('fields.confirmPassword') }}
        />
      </fieldset>
      <AuthSubmit pending={pending} loadingText={t('register.submitting')}>
        {t('register.submit')}
      </AuthSubmit>
      <SwitchAuthLine text={t('register.haveAccount')} to="/login" link={t('register.signIn')} />
    </AuthForm>
  );
}
