import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginBody } from '@doita/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { translateFormMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useLogin } from '../api/login';
import { isTotpRequired } from '../api/totp-login';
import {
  AuthForm,
  AuthSubmit,
  EmailField,
  SwitchAuthLine,
  handleAuthError,
} from './auth-form-parts';
import { loginResolver } from './auth-form-resolvers';
import { PasskeySignIn } from './passkey-sign-in';
import { TotpLoginStep } from './totp-login-step';

const FIELDS = ['email', 'password'] as const;

/** Sign in: email, password, remember me. The guest-only guard then sends the user on. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<unknown>(null);
  // with two-step on, the password step answers a challenge for the code step
  const [secondStep, setSecondStep] = useState<{ challenge: string; remember: boolean } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<LoginBody, unknown, LoginBody>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = (body: LoginBody) => {
    setFailure(null);
    loginMutation.mutate(body, {
      onSuccess: (answer) => {
        if (isTotpRequired(answer))
          setSecondStep({ challenge: answer.challenge, remember: body.rememberMe ?? false });
        else toast.success(t('login.welcome', { name: answer.user.displayName }));
      },
      onError: (error) => handleAuthError(error, { setError, fields: FIELDS, setFailure }),
    });
  };

  const pending = loginMutation.isPending;
  if (secondStep)
    return (
      <TotpLoginStep
        challenge={secondStep.challenge}
        remember={secondStep.remember}
        onRestart={() => setSecondStep(null)}
      />
    );
  return (
    <AuthForm
      title={t('login.title')}
      failure={failure}
      failureTitle={t('login.failed')}
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
    >
      <fieldset disabled={pending} className="flex flex-col gap-5">
        <EmailField
          input={register('email')}
          error={translateFormMessage(t, errors.email?.message)}
        />
        <Field
          label={t('fields.password')}
          error={translateFormMessage(t, errors.password?.message)}
          required
          labelAside={
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-primary hover:underline"
            >
              {t('login.forgotPassword')}
            </Link>
          }
        >
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
          )}
        </Field>
        <Checkbox label={t('login.rememberMe')} {...register('rememberMe')} />
      </fieldset>
      <AuthSubmit pending={pending} loadingText={t('login.submitting')}>
        {t('login.submit')}
      </AuthSubmit>
      <PasskeySignIn remember={() => getValues('rememberMe') ?? false} />
      <SwitchAuthLine text={t('login.noAccount')} to="/register" link={t('login.createAccount')} />
    </AuthForm>
  );
}
