import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/error-toast';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { translateFormMessage } from '@/lib/i18n';
import { isInlineAuthFailure } from './auth-failure';
import { loadSchemasOnIntent } from './auth-form-resolvers';
import { FormFailure } from './form-failure';
import { PasswordStrength } from './password-strength';

/**
 * The pieces the sign-in, registration, forgot/reset/change-password forms share: the
 * e-mail field, the new password with its checklist and confirmation, the full-width
 * submit button, the "switch to the other form" line, and what a failed submit does.
 */

/** The e-mail field (sign-in, registration, forgot password). */
export function EmailField({
  input,
  error,
  label,
}: {
  input: UseFormRegisterReturn;
  /** the translated message, if any */
  error: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Field label={label ?? t('fields.email')} error={error} required>
      {(c) => (
        <Input
          {...c}
          {...input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
        />
      )}
    </Field>
  );
}

/** A new password with its strength checklist, then its confirmation (register, reset, change). */
export function NewPasswordFields({
  password,
  confirm,
  value,
  errors,
  labels,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** the password typed so far, for the checklist */
  value: string;
  /** the translated messages of the two fields */
  errors: { password: string | undefined; confirm: string | undefined };
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <Field
        label={labels.password}
        error={errors.password}
        required
        hint={<PasswordStrength password={value} />}
      >
        {(c) => <PasswordInput {...c} {...password} autoComplete="new-password" />}
      </Field>
      <Field label={labels.confirm} error={errors.confirm} required>
        {(c) => <PasswordInput {...c} {...confirm} autoComplete="new-password" />}
      </Field>
    </>
  );
}

/** A guest auth page's form: named by its title, a failed submit said above its fields. */
export function AuthForm({
  title,
  failure,
  failureTitle,
  onSubmit,
  children,
}: {
  title: string;
  failure: unknown;
  failureTitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      {...loadSchemasOnIntent}
      noValidate
      className="flex flex-col gap-5"
      aria-label={title}
    >
      <FormFailure error={failure} title={failureTitle} />
      {children}
    </form>
  );
}

/** The full-width submit button of a guest auth page. */
export function AuthSubmit({
  pending,
  loadingText,
  children,
}: {
  pending: boolean;
  loadingText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" loading={pending} loadingText={loadingText} className="w-full">
      {children}
    </Button>
  );
}

/** "No account yet? Create one" and back: keeps where the guard meant to send the user. */
export function SwitchAuthLine({ text, to, link }: { text: string; to: string; link: string }) {
  const location = useLocation();
  return (
    <p className="text-center text-sm text-muted">
      {text}{' '}
      <Link
        to={to}
        state={location.state as unknown}
        className="font-semibold text-primary hover:underline"
      >
        {link}
      </Link>
    </p>
  );
}

type NewPasswordName = 'newPassword' | 'confirmPassword';

/** The reset and change-password forms' pair, `newPassword` and `confirmPassword`. */
export function ChosenPasswordFields({
  register,
  errors,
  value,
}: {
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordName, { message?: string }>>;
  value: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <NewPasswordFields
      password={register('newPassword')}
      confirm={register('confirmPassword')}
      value={value}
      errors={{
        password: translateFormMessage(t, errors.newPassword?.message),
        confirm: translateFormMessage(t, errors.confirmPassword?.message),
      }}
      labels={{ password: t('fields.newPassword'), confirm: t('fields.confirmNewPassword') }}
    />
  );
}

/**
 * What a failed auth submit does: a 422's messages go under their fields; an error code the
 * form places on one field (`onField`: e.g. EMAIL_TAKEN on the e-mail) goes there, focused;
 * wrong credentials and rate limits are shown in place (`setFailure`); anything else toasts.
 */
export function handleAuthError<T extends FieldValues>(
  error: unknown,
  {
    setError,
    fields,
    setFailure,
    onField,
    handled,
  }: {
    setError: UseFormSetError<T>;
    fields: readonly Path<T>[];
    setFailure: (error: unknown) => void;
    /** the code's message is the `auth:serverErrors.<code>` text */
    onField?: { code: string; field: Path<T> };
    /** the form's own case after the field errors; true when it took the error */
    handled?: (error: unknown) => boolean;
  },
): void {
  if (applyServerFieldErrors(error, setError, fields)) return;
  if (handled?.(error)) return;
  if (onField && isApiError(error) && error.code === onField.code) {
    const message = `auth:serverErrors.${onField.code}`;
    setError(onField.field, { type: 'server', message }, { shouldFocus: true });
    return;
  }
  if (isInlineAuthFailure(error)) setFailure(error);
  else notifyError(error);
}
