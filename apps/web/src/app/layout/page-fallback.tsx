import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the first page's chunk loads. */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <Spinner className="size-8 text-primary" />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}
