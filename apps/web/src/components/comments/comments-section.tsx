import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** What the section needs of a paged comments query (TanStack's infinite query fits). */
export interface PagedComments {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A comments section: title with the count, then loading, failed (with a retry when
 * given), empty or the list, the "more" button, and below it `children` (the form).
 */
export type CommentsSectionText = 'title' | 'loading' | 'loadFailed' | 'empty' | 'more';

export function CommentsSection<T extends { id: string }>({
  titleId,
  count,
  query,
  items,
  renderItem,
  text,
  retry,
  children,
}: {
  titleId: string;
  count: number;
  query: PagedComments;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** the section's texts, translated by the feature */
  text: (key: CommentsSectionText) => string;
  /** a retry button after a failed load: its label and what it does */
  retry?: { label: string; onRetry: () => void };
  children?: ReactNode;
}) {
  const failed = (
    <p role="alert" className="text-danger">
      {text('loadFailed')}
    </p>
  );
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <h2 id={titleId} className="font-display text-2xl font-semibold">
        {text('title')} <span className="text-muted">({count})</span>
      </h2>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {text('loading')}
        </p>
      ) : query.isError ? (
        retry ? (
          <div className="flex flex-wrap items-center gap-3">
            {failed}
            <Button variant="outline" size="sm" onClick={retry.onRetry}>
              {retry.label}
            </Button>
          </div>
        ) : (
          failed
        )
      ) : items.length === 0 ? (
        <p className="text-muted">{text('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">{items.map(renderItem)}</ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {text('more')}
        </Button>
      )}
      {children}
    </section>
  );
}
