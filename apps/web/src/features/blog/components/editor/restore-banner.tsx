import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/lib/format';

/**
 * A copy this device kept that the server never got (the tab closed, the network dropped):
 * `restored` says it is back in the editor, `offer` asks before replacing the saved post.
 */
export function RestoreBanner({
  mode,
  savedAt,
  onRestore,
  onDiscard,
}: {
  mode: 'restored' | 'offer';
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useTranslation('blog');
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-info/40 bg-surface-2 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="restore-banner"
    >
      <div className="flex gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
        <div>
          <p className="font-semibold">
            {mode === 'restored' ? t('editor.restore.restoredTitle') : t('editor.restore.title')}
          </p>
          <p className="text-sm text-muted">
            {t('editor.restore.message', { time: formatClock(new Date(savedAt), i18n.language) })}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        {mode === 'offer' && (
          <Button size="sm" onClick={onRestore}>
            {t('editor.restore.restore')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDiscard}>
          {t('editor.restore.discard')}
        </Button>
      </div>
    </div>
  );
}
