import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { AuthModeTabs } from '@/features/auth/components/auth-mode-tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/login` and `/register`: one auth page with two modes (guests only). */
export function Component() {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const mode = pathname === '/register' ? 'register' : 'login';
  useDocumentTitle(t(`${mode}.documentTitle`));
  return (
    <AuthLayout
      title={t(`${mode}.title`)}
      subtitle={t(`${mode}.subtitle`)}
      above={<AuthModeTabs mode={mode} />}
    >
      {mode === 'login' ? <LoginForm /> : <RegisterForm />}
    </AuthLayout>
  );
}
