import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookOpen, Clock } from 'lucide-react';
import type { TimelineItem } from '@doita/shared';
import { Photo } from '@/components/ui/photo';
import { formatDay } from '@/lib/format';
import { EntryMeta, TimelineEntry, stretchedLinkClasses } from './timeline-card';
import { authorName } from '@/lib/author-name';

type TimelineBlog = Extract<TimelineItem, { kind: 'blog' }>;

/** A published post: cover, category, title (to /blog/:id), excerpt, reading time. */
export function TimelineBlogCard({ post }: { post: TimelineBlog }) {
  const { t, i18n } = useTranslation('timeline');
  return (
    <TimelineEntry icon={<BookOpen />} testId="timeline-blog">
      <div className="flex flex-col sm:flex-row">
        {post.cover && (
          <div className="relative aspect-[16/9] shrink-0 sm:aspect-auto sm:w-48 md:w-56">
            <Photo
              fill
              image={post.cover}
              alt={t('blog.coverAlt', { title: post.title })}
              sizes="(min-width: 768px) 14rem, (min-width: 640px) 12rem, 100vw"
            />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <EntryMeta>
            <span className="font-semibold text-primary">{t('kinds.blog')}</span>
            <time dateTime={post.date}>{formatDay(post.date, i18n.language)}</time>
            <span>{t(`blog:categories.${post.category}`)}</span>
          </EntryMeta>
          <h3 className="font-display text-lg leading-snug font-semibold text-balance">
            <Link to={`/blog/${encodeURIComponent(post.id)}`} className={stretchedLinkClasses}>
              {post.title}
            </Link>
          </h3>
          {post.excerpt && <p className="line-clamp-3 text-sm text-fg/85">{post.excerpt}</p>}
          <p className="mt-auto flex items-center gap-1.5 pt-1 text-xs font-semibold text-muted">
            <Clock className="size-3.5" aria-hidden="true" />
            {t('blog.readingMinutes', { count: post.readingMinutes })}
            <span aria-hidden="true">·</span>
            {t('blog.by', { name: authorName(post.author) })}
          </p>
        </div>
      </div>
    </TimelineEntry>
  );
}
