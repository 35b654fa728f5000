import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/reset-password?token=`: reachable signed in or not. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('reset.documentTitle'));
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm key={token} token={token} />
    </AuthLayout>
  );
}
