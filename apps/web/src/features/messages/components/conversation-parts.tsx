import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The conversation page's small parts: its bubbles waiting to leave and its loading state. */

/** Marking read needs a conversation (a first page). */
export function canWriteOrRead(first: unknown): boolean {
  return !!first;
}

export const isTouch = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

export function PendingBubble({
  text,
  imageCount,
  status,
  onDiscard,
}: {
  text: string;
  imageCount: number;
  status: 'sending' | 'waiting' | 'failed';
  onDiscard?: () => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <div
      data-testid="pending-message"
      data-status={status}
      className="mt-2 flex flex-col items-end"
    >
      <div className="max-w-[85%] rounded-3xl rounded-br-lg bg-primary/70 px-3.5 py-2 text-[0.95rem] leading-snug break-words whitespace-pre-wrap text-primary-fg sm:max-w-[70%]">
        {text || t('photos', { count: imageCount })}
      </div>
      <p className="mt-0.5 flex items-center gap-2 px-3 text-[0.7rem] text-muted">
        <span className={status === 'failed' ? 'font-semibold text-danger' : undefined}>
          {status === 'sending'
            ? t('composer.sending')
            : status === 'waiting'
              ? t('pending')
              : t('failed')}
        </span>
        {onDiscard && (
          <button type="button" onClick={onDiscard} className="underline">
            {t('discard')}
          </button>
        )}
      </p>
    </div>
  );
}

export function ConversationSkeleton() {
  const { t } = useTranslation('messages');
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="flex flex-1 flex-col justify-end gap-2 p-4"
    >
      <Skeleton className="h-10 w-2/3 rounded-3xl" />
      <Skeleton className="h-10 w-1/2 self-end rounded-3xl" />
      <Skeleton className="h-16 w-3/4 rounded-3xl" />
      <Skeleton className="h-10 w-1/3 self-end rounded-3xl" />
    </div>
  );
}
