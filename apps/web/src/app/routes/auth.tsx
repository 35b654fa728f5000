import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthModeTabs } from '@/features/auth/components/auth-mode-tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { Welcome } from '@/features/auth/components/welcome';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { RedirectState } from '../route-guards';

/**
 * The welcome shows to someone opening the app who has never signed in on this device, not
 * to one sent here from a page they asked for (they know what they want).
 */
function showsWelcome(state: unknown): boolean {
  const from = (state as RedirectState | null)?.from?.pathname;
  return (!from || from === '/') && storage.get(STORAGE_KEYS.returningVisitor) !== 'true';
}

/** Brings the sign-in form into view and puts the cursor in its first field. */
function goToForm() {
  document.getElementById('auth-card')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  document.querySelector<HTMLInputElement>('#auth-card input')?.focus({ preventScroll: true });
}

/** `/login` and `/register`: one auth page with two modes (guests only). */
export function Component() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const mode = pathname === '/register' ? 'register' : 'login';
  useDocumentTitle(t(`${mode}.documentTitle`));
  return (
    <AuthLayout
      title={t(`${mode}.title`)}
      subtitle={t(`${mode}.subtitle`)}
      above={<AuthModeTabs mode={mode} />}
      welcome={mode === 'login' && showsWelcome(state) ? <Welcome onSignIn={goToForm} /> : null}
    >
      {mode === 'login' ? <LoginForm /> : <RegisterForm />}
    </AuthLayout>
  );
}
