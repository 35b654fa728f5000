import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The end of what is loaded: a sentinel that asks for the next page as it nears the screen
 * (infinite scroll), a "load more" button for keyboards and screen readers (and browsers
 * without IntersectionObserver), a polite live region, and the end-of-timeline line.
 */
export function LoadMore({
  hasNextPage,
  loading,
  failed,
  staleCursor = false,
  shown,
  onLoadMore,
  onReload,
}: {
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  /** the server no longer knows the page's cursor (400 INVALID_CURSOR): start over */
  staleCursor?: boolean;
  /** items shown so far, announced after each page */
  shown: number;
  onLoadMore: () => void;
  /** reloads the timeline from its first page */
  onReload: () => void;
}) {
  const { t } = useTranslation('timeline');
  const { t: tErrors } = useTranslation('errors');
  const sentinel = useRef<HTMLDivElement>(null);
  const canAutoLoad = hasNextPage && !loading && !failed;
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!canAutoLoad || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canAutoLoad]);

  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <div ref={sentinel} aria-hidden="true" data-testid="timeline-sentinel" />
      <p aria-live="polite" className="sr-only">
        {loading ? t('loadingMore') : t('shown', { count: shown })}
      </p>
      {failed && (
        <Alert type="error" className="w-full max-w-md">
          {staleCursor ? tErrors('codes.INVALID_CURSOR') : t('error.more')}
        </Alert>
      )}
      {hasNextPage ? (
        <Button
          variant="outline"
          size="lg"
          loading={loading}
          loadingText={t('loadingMore')}
          onClick={failed && staleCursor ? onReload : onLoadMore}
        >
          {failed ? t('error.retry') : t('loadMore')}
        </Button>
      ) : (
        <p
          className="flex items-center gap-2 text-sm font-medium text-muted"
          data-testid="timeline-end"
        >
          <Heart className="size-4 text-primary" aria-hidden="true" />
          {t('end')}
        </p>
      )}
    </div>
  );
}
