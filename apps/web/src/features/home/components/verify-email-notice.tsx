import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** Reminds a new user that a verification link is waiting in their inbox. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation('home');
  return (
    <Alert type="info" title={t('verifyEmail.title')}>
      {t('verifyEmail.message', { email })}
    </Alert>
  );
}
