import { z } from 'zod';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPLAY_NAME_MAX,
  NAME_MAX,
  VALIDATION,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  newPasswordSchema,
  registerBodySchema,
  type ThemePreference,
  text,
  type LocaleCode,
  type LoginBody,
  type RegisterBody,
} from '@doita/shared';

/*
 * Every zod schema of the auth forms. This module (and zod with it) is loaded on demand by
 * auth-form-resolvers.ts, so the auth pages render without waiting for it.
 */

const confirmField = z.string().min(1, { error: VALIDATION.required });

/**
 * The register form: the shared register body plus a confirmation (web only). Registering
 * requires email, password and a display name, built from the first and last name when left
 * empty: so the names are optional, and only when all three are empty does the display name
 * ask for one of them.
 */
export const registerFormSchema = z
  .object({
    firstName: text(NAME_MAX),
    lastName: text(NAME_MAX),
    displayName: text(DISPLAY_NAME_MAX),
    email: z.string(),
    password: z.string(),
    confirmPassword: confirmField,
  })
  .superRefine((values, ctx) => {
    // The contract's own rules (email, password strength, caps, display name) decide.
    const result = registerBodySchema.safeParse(toRegisterBody(values));
    if (!result.success) {
      for (const issue of result.error.issues) {
        // no name at all: the display name says what it needs (a name, or first and last name)
        const message =
          issue.path[0] === 'displayName' && issue.message === VALIDATION.required
            ? 'auth:register.nameNeeded'
            : issue.message;
        ctx.addIssue({ code: 'custom', path: issue.path, message });
      }
    }
    if (values.confirmPassword && values.confirmPassword !== values.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: VALIDATION.passwordsMismatch,
      });
    }
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** What the register form sends: empty optional names left out. */
function toRegisterBody(values: Omit<RegisterFormValues, 'confirmPassword'>): RegisterBody {
  return {
    email: values.email,
    password: values.password,
    firstName: values.firstName || undefined,
    lastName: values.lastName || undefined,
    displayName: values.displayName?.trim() ? values.displayName : undefined,
  };
}

/** The body POST /auth/register receives: trimmed, e-mail lower-cased, display name built. */
export function toRegisterRequest(
  values: RegisterFormValues,
  language: LocaleCode,
  theme?: ThemePreference,
): RegisterBody {
  const { confirmPassword: _confirm, ...rest } = values;
  return registerBodySchema.parse({ ...toRegisterBody(rest), language, theme, rememberMe: true });
}

/** Reset: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: confirmField })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsMismatch,
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** Change password: the shared body plus the confirmation. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: confirmField })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    error: VALIDATION.passwordsMismatch,
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export type ForgotPasswordValues = z.input<typeof forgotPasswordBodySchema>;

export const loginResolver: Resolver<LoginBody, unknown, LoginBody> = zodResolver(loginBodySchema);
export const forgotPasswordResolver: Resolver<ForgotPasswordValues, unknown, ForgotPasswordValues> =
  zodResolver(forgotPasswordBodySchema);
export const registerResolver: Resolver<RegisterFormValues, unknown, RegisterFormValues> =
  zodResolver(registerFormSchema);
export const resetPasswordResolver: Resolver<
  ResetPasswordFormValues,
  unknown,
  ResetPasswordFormValues
> = zodResolver(resetPasswordFormSchema);
export const changePasswordResolver: Resolver<
  ChangePasswordFormValues,
  unknown,
  ChangePasswordFormValues
> = zodResolver(changePasswordFormSchema);
