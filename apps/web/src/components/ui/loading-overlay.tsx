import { useTranslation } from 'react-i18next';
import { useLoading } from '@/lib/loading-store';
import { Spinner } from './spinner';

/** Full-screen loading overlay: spinner, title common.status.loading, optional message. */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const { active, message } = useLoading();
  if (!active) return null;
  return (
    <div
      className="fixed inset-0 z-[90] flex items-center justify-center bg-overlay p-6 backdrop-blur-sm animate-fade-in"
      role="status"
      aria-live="assertive"
      aria-busy="true"
    >
      <div className="flex min-w-56 flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-8 py-7 text-center shadow-card">
        <Spinner className="size-9 text-primary" />
        <p className="text-lg font-semibold">{t('status.loading')}</p>
        {message && <p className="max-w-xs text-sm text-muted">{message}</p>}
      </div>
    </div>
  );
}
