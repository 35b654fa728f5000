import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Clock, Heart, MessageCircle } from 'lucide-react';
import type { BlogPostSummary } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { formatNumber } from '@/lib/format';
import { formatPostDate } from './blog-wording';
import { PostBadges } from './post-badges';
import { PostCover } from './post-cover';
import { authorName } from '@/lib/author-name';

/** One post in the list: cover, category, title, excerpt, author, date and counts. */
export function BlogPostCard({ post, signedIn }: { post: BlogPostSummary; signedIn: boolean }) {
  const { t, i18n } = useTranslation('blog');
  const date =
    post.status === 'published' && post.publishedAt
      ? formatPostDate(post.publishedAt, i18n.language)
      : t('card.draftEdited', { date: formatPostDate(post.updatedAt, i18n.language) });
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-shadow hover:shadow-lg focus-within:ring-3 focus-within:ring-ring/40"
      data-testid="blog-post-card"
    >
      <PostCover
        cover={post.cover}
        category={post.category}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <PostBadges post={post} showPrivacy={signedIn && post.canEdit} />
        <h2 className="font-display text-xl leading-snug font-semibold text-balance">
          <Link
            to={`/blog/${post.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="line-clamp-3 text-pretty text-muted">{post.excerpt}</p>}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1 text-sm text-muted">
          <span className="inline-flex items-center gap-2 font-medium text-fg">
            <Avatar
              name={authorName(post.author)}
              src={post.author.avatarUrl}
              size={7}
            />
            {authorName(post.author)}
          </span>
          <span>{date}</span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {t('card.readingTime', { count: post.readingMinutes })}
          </span>
          <span className="ms-auto inline-flex items-center gap-3">
            <span
              className="inline-flex items-center gap-1"
              title={t('card.likes', { count: post.likesCount })}
            >
              <Heart className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('card.likes', { count: post.likesCount })}</span>
              <span aria-hidden="true">{formatNumber(post.likesCount, i18n.language)}</span>
            </span>
            <span
              className="inline-flex items-center gap-1"
              title={t('card.comments', { count: post.commentsCount })}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('card.comments', { count: post.commentsCount })}</span>
              <span aria-hidden="true">{formatNumber(post.commentsCount, i18n.language)}</span>
            </span>
          </span>
        </div>
      </div>
    </article>
  );
}
