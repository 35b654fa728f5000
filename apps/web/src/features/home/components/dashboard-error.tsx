import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The dashboard could not be loaded: say so and offer to ask again. */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('home');
  return (
    <Alert type="error" title={t('dashboard.error.title')}>
      <p>{t('dashboard.error.message')}</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-3"
        loading={retrying}
        icon={<RotateCw className="size-4" aria-hidden="true" />}
        onClick={onRetry}
      >
        {t('dashboard.error.retry')}
      </Button>
    </Alert>
  );
}
