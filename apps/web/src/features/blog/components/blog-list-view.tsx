import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookOpen, PenLine, SearchX } from 'lucide-react';
import type { BlogScope } from '@doita/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { usePosts } from '../api/get-posts';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { BlogFilters, type BlogPerson } from './blog-filters';
import { Pagination } from '@/components/ui/pagination';
import { BlogPostCard } from './blog-post-card';
import { BlogStats } from './blog-stats';
import { GuestPrompt } from './guest-prompt';

function ScopeSwitch({
  scope,
  onChange,
}: {
  scope: BlogScope;
  onChange: (scope: BlogScope) => void;
}) {
  const { t } = useTranslation('blog');
  return (
    <div
      role="group"
      aria-label={t('list.scopeLabel')}
      className="inline-flex self-start rounded-xl bg-surface-2 p-1"
    >
      {(['ours', 'public'] as const).map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={scope === value}
          onClick={() => onChange(value)}
          className={cn(
            'min-h-10 rounded-lg px-3.5 text-sm font-semibold transition-colors',
            scope === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {t(`list.scope.${value}`)}
        </button>
      ))}
    </div>
  );
}

function SkeletonGrid() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-border bg-surface">
          <div className="aspect-[16/9] animate-pulse bg-surface-2" />
          <div className="flex flex-col gap-3 p-5">
            <div className="h-5 w-24 animate-pulse rounded bg-surface-2" />
            <div className="h-6 w-3/4 animate-pulse rounded bg-surface-2" />
            <div className="h-4 w-full animate-pulse rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /blog: the couple's blog (signed in: ours or everyone's public posts, statistics,
 * filters) or the public posts with a sign-in prompt (a guest).
 */
export function BlogListView({
  me,
  partner,
}: {
  me: BlogPerson | null;
  partner: BlogPerson | null;
}) {
  const { t } = useTranslation('blog');
  const signedIn = me !== null;
  const { params, update, clear, active } = useBlogFilters(signedIn);
  const posts = usePosts(params);
  const total = posts.data?.pagination.totalPosts ?? 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">
            {signedIn ? t('list.title') : t('list.guestTitle')}
          </h1>
          <p className="mt-2 max-w-2xl text-muted">
            {signedIn ? t('list.subtitle') : t('list.guestSubtitle')}
          </p>
        </div>
        {signedIn && (
          <Link to="/blog/new" className={buttonClasses()}>
            <PenLine className="size-4" aria-hidden="true" />
            {t('list.write')}
          </Link>
        )}
      </header>

      {!signedIn && <GuestPrompt />}
      {signedIn && <ScopeSwitch scope={params.scope} onChange={(scope) => update({ scope })} />}
      {signedIn && params.scope === 'ours' && <BlogStats />}

      <BlogFilters
        key={params.scope}
        params={params}
        signedIn={signedIn}
        me={me}
        partner={params.scope === 'ours' ? partner : null}
        active={active}
        onChange={update}
        onClear={clear}
      />

      <section
        aria-labelledby="blog-posts-heading"
        aria-busy={posts.isFetching}
        className="flex flex-col gap-5"
      >
        <h2 id="blog-posts-heading" className="sr-only">
          {t('list.count', { count: total })}
        </h2>
        {posts.isPending ? (
          <>
            <p role="status" className="sr-only">
              {t('list.loading')}
            </p>
            <SkeletonGrid />
          </>
        ) : posts.isError ? (
          <Alert type="error" title={t('list.loadFailed')}>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => void posts.refetch()}
            >
              {t('list.retry')}
            </Button>
          </Alert>
        ) : posts.data.posts.length === 0 ? (
          active ? (
            <EmptyState
              icon={<SearchX aria-hidden="true" />}
              title={t('list.emptyFilteredTitle')}
              description={t('list.emptyFilteredMessage')}
            />
          ) : (
            <EmptyState
              icon={<BookOpen aria-hidden="true" />}
              title={t('list.emptyTitle')}
              description={signedIn ? t('list.emptyMessage') : t('list.emptyGuest')}
            >
              {signedIn && (
                <Link to="/blog/new" className={buttonClasses()}>
                  <PenLine className="size-4" aria-hidden="true" />
                  {t('list.write')}
                </Link>
              )}
            </EmptyState>
          )
        ) : (
          <>
            <p className="text-sm text-muted" aria-live="polite">
              {t('list.count', { count: total })}
            </p>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {posts.data.posts.map((post) => (
                <BlogPostCard key={post.id} post={post} signedIn={signedIn} />
              ))}
            </div>
            <Pagination
              page={params.page}
              totalPages={posts.data.pagination.totalPages}
              onPage={(page) => {
                update({ page: String(page) });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </>
        )}
      </section>
    </div>
  );
}
