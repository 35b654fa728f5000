import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Follows the browser's online status (keys pwa.offline.title / pwa.offline.message). */
export function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 border-b border-warning/40 bg-surface-2 px-4 py-2.5 text-sm text-fg animate-fade-in"
    >
      <WifiOff className="size-5 shrink-0 text-warning" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t('offline.title')}</strong>{' '}
        <span className="text-muted">{t('offline.message')}</span>
      </p>
    </div>
  );
}
