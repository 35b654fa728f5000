import { POST_PAGE_COVER_SIZES } from '@doita/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Clock, CloudOff, FileQuestion, Tag } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePost } from '../api/get-post';
import { AuthorActions } from './author-actions';
import { BlogContent } from './blog-content';
import { formatPostDate } from './blog-wording';
import { CommentsSection } from './comments-section';
import { GuestPrompt } from './guest-prompt';
import { LikeButton } from './like-button';
import { PostBadges } from './post-badges';
import { PostCover } from './post-cover';
import { authorName } from '@/lib/author-name';

function BackLink() {
  const { t } = useTranslation('blog');
  return (
    <Link
      to="/blog"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('post.back')}
    </Link>
  );
}

/** /blog/:id: cover, title, author, date, reading time, the post, likes and comments. */
export function BlogPostView({ id, userId }: { id: string; userId: string | null }) {
  const { t, i18n } = useTranslation('blog');
  const post = usePost(id);
  useDocumentTitle(post.data?.title ?? t('documentTitle'));
  const signedIn = userId !== null;

  if (post.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-1 items-center justify-center px-4 py-16">
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner /> {t('post.loading')}
        </p>
      </div>
    );
  }
  if (post.isError) {
    const missing = isApiError(post.error) && post.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10">
        <BackLink />
        {missing ? (
          <EmptyState
            headingLevel={1}
            icon={<FileQuestion aria-hidden="true" />}
            title={t('post.notFoundTitle')}
            description={t('post.notFoundMessage')}
          />
        ) : (
          <EmptyState
            headingLevel={1}
            icon={<CloudOff aria-hidden="true" />}
            title={t('post.loadFailed')}
          >
            <Button variant="outline" onClick={() => void post.refetch()}>
              {t('list.retry')}
            </Button>
          </EmptyState>
        )}
        {missing && !signedIn && <GuestPrompt />}
      </div>
    );
  }

  const data = post.data;
  return (
    <article
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-10"
      data-testid="blog-post"
    >
      <BackLink />
      {data.cover && (
        <PostCover
          cover={data.cover}
          category={data.category}
          sizes={POST_PAGE_COVER_SIZES}
          className="aspect-[16/9] w-full rounded-3xl shadow-card"
          eager
        />
      )}
      <header className="flex flex-col gap-4">
        <PostBadges post={data} showPrivacy={data.canEdit} />
        <h1 className="font-display text-3xl leading-tight font-semibold text-balance sm:text-5xl">
          {data.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-2 font-medium text-fg">
            <Avatar name={authorName(data.author)} src={data.author.avatarUrl} size={8} />
            {authorName(data.author)}
          </span>
          {data.status === 'published' && data.publishedAt && (
            <time dateTime={data.publishedAt}>
              {t('post.publishedOn', { date: formatPostDate(data.publishedAt, i18n.language) })}
            </time>
          )}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {t('card.readingTime', { count: data.readingMinutes })}
          </span>
        </div>
        {data.status === 'draft' && <Alert type="info">{t('post.draftNotice')}</Alert>}
        {data.canEdit && userId && <AuthorActions post={data} userId={userId} />}
      </header>

      <BlogContent html={data.contentHtml} />

      {data.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('post.tags')}>
          {data.tags.map((tag) => (
            <li key={tag}>
              <Link
                to={`/blog?tag=${encodeURIComponent(tag)}`}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-surface-2 px-3 text-sm font-medium hover:bg-primary-soft"
              >
                <Tag className="size-3.5" aria-hidden="true" />
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3 border-y border-border py-4">
        <LikeButton post={data} signedIn={signedIn} />
      </div>
      <CommentsSection postId={data.id} count={data.commentsCount} signedIn={signedIn} />
      {!signedIn && <GuestPrompt />}
    </article>
  );
}
