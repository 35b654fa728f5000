import { CloudOff, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { discard, reasonKey, useOutboxItems } from '@/lib/offline';
import type { QueueableEndpoint } from '@/lib/offline/queueable';

/**
 * The writes to these endpoints still in the outbox, above a list: "Đang chờ gửi"
 * while they wait for the network, or why the server refused one, with a way to let it go.
 * Renders nothing when there are none.
 */
export function PendingWrites({
  endpoints,
  targetId,
}: {
  endpoints: readonly QueueableEndpoint[];
  /** only the writes about this post (its comments) */
  targetId?: string;
}) {
  const { t } = useTranslation('pwa');
  const items = useOutboxItems(endpoints).filter((item) => !targetId || item.targetId === targetId);
  if (items.length === 0) return null;
  return (
    <section aria-label={t('outbox.listTitle')} className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="pending-write"
            className="flex items-start gap-3 rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm"
          >
            {item.status === 'failed' ? (
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
            ) : (
              <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-fg">{item.label}</p>
              <p className="text-muted">
                {item.status === 'failed'
                  ? `${t('outbox.failed')}: ${t(reasonKey(item.failure?.status))}`
                  : t('outbox.waiting')}
              </p>
            </div>
            {item.status === 'failed' && (
              <button
                type="button"
                className="shrink-0 rounded px-2 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-2"
                onClick={() => void discard(item.id)}
              >
                {t('outbox.discard')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
