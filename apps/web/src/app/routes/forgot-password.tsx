import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/forgot-password`. */
export function Component() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.documentTitle'));
  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
