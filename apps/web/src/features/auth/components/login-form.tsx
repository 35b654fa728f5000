import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { LoginBody } from '@doita/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { notifyError } from '@/lib/error-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { translateFormMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useLogin } from '../api/login';
import { isInlineAuthFailure } from './auth-failure';
import { loginResolver, preloadAuthSchemas } from './auth-form-resolvers';
import { FormFailure } from './form-failure';

const FIELDS = ['email', 'password'] as const;

/** Sign in: email, password, remember me. The guest-only guard then sends the user on. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody, unknown, LoginBody>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  useEffect(preloadAuthSchemas, []);

  const onSubmit = (body: LoginBody) => {
    setFailure(null);
    loginMutation.mutate(body, {
      onSuccess: ({ user }) => toast.success(t('login.welcome', { name: user.displayName })),
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        if (isInlineAuthFailure(error)) setFailure(error);
        else notifyError(error);
      },
    });
  };

  const pending = loginMutation.isPending;
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('login.title')}
    >
      <FormFailure error={failure} title={t('login.failed')} />
      <fieldset disabled={pending} className="flex flex-col gap-5">
        <Field
          label={t('fields.email')}
          error={translateFormMessage(t, errors.email?.message)}
          required
        >
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('placeholders.email')}
            />
          )}
        </Field>
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
      <Button
        type="submit"
        size="lg"
        loading={pending}
        loadingText={t('login.submitting')}
        className="w-full"
      >
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('login.noAccount')}{' '}
        <Link
          to="/register"
          state={location.state as unknown}
          className="font-semibold text-primary hover:underline"
        >
          {t('login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
