import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import type { ButtonSize } from './button';

/** What "More" needs of a list read a page at a time (TanStack Query's infinite query). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "More" under a list read a page at a time: there while more is left, busy while it asks,
 * and saying so when asking failed (the same button asks again). Nothing when all is shown.
 */
export function LoadMore({
  query,
  label,
  size = 'md',
  className,
}: {
  query: PagedQuery;
  label: string;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      {query.isFetchNextPageError && !query.isFetchingNextPage && (
        <p role="alert" className="text-sm text-danger">
          {t('loadMore.failed')}
        </p>
      )}
      <Button
        variant="outline"
        size={size}
        loading={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {label}
      </Button>
    </div>
  );
}
