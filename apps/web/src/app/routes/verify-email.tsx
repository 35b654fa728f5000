import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/verify-email?token=`: reachable signed in or not. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('verify.documentTitle'));
  return (
    <AuthLayout title={t('verify.documentTitle')}>
      <VerifyEmailStatus key={token} token={token} />
    </AuthLayout>
  );
}
