import { lazyResolver } from '@/lib/lazy-resolver';
import { loadAuthResponseSchema } from '../api/parse-auth-response';
import type {
  ChangePasswordFormValues,
  ForgotPasswordValues,
  RegisterFormValues,
  ResetPasswordFormValues,
} from './auth-form-schemas';
import type { LoginBody } from '@doita/shared';

/** The schemas' chunk (zod and the shared auth schemas), loaded once, on demand. */
export const loadAuthSchemas = () => import('./auth-form-schemas');

/**
 * Starts loading the schemas before the first validation, so it does not wait, and the
 * answer's, so a sign-in does not wait for it either.
 */
function preloadAuthSchemas(): void {
  void loadAuthSchemas().catch(() => undefined);
  void loadAuthResponseSchema().catch(() => undefined);
}

/**
 * A form's props that start that load when the person reaches for it: a field focused, or a
 * press (Safari does not focus a pressed button). Loaded as the page mounted, the schemas'
 * evaluation was one more long task of a phone's start.
 */
export const loadSchemasOnIntent = {
  onFocus: preloadAuthSchemas,
  onPointerDown: preloadAuthSchemas,
} as const;

export const loginResolver = lazyResolver<LoginBody, LoginBody>(() =>
  loadAuthSchemas().then((m) => m.loginResolver),
);
export const forgotPasswordResolver = lazyResolver<ForgotPasswordValues, ForgotPasswordValues>(() =>
  loadAuthSchemas().then((m) => m.forgotPasswordResolver),
);
export const registerResolver = lazyResolver<RegisterFormValues, RegisterFormValues>(() =>
  loadAuthSchemas().then((m) => m.registerResolver),
);
export const resetPasswordResolver = lazyResolver<ResetPasswordFormValues, ResetPasswordFormValues>(
  () => loadAuthSchemas().then((m) => m.resetPasswordResolver),
);
export const changePasswordResolver = lazyResolver<
  ChangePasswordFormValues,
  ChangePasswordFormValues
>(() => loadAuthSchemas().then((m) => m.changePasswordResolver));
