import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { authFailureText } from './auth-failure';

/** The inline message of a failed auth form (wrong password, too many attempts...). */
export function FormFailure({ error, title }: { error: unknown; title: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert type="error" title={title}>
      {authFailureText(t, error)}
    </Alert>
  );
}
