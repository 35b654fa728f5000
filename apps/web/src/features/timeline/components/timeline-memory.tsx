import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Heart, Images, Lock, MapPin } from 'lucide-react';
import { mediaCountFromTotals, type TimelineItem } from '@doita/shared';
import { MediaCover } from '@/components/media/media-cover';
import { formatDay } from '@/lib/format';
import { mediaCountText } from '@/lib/media-count';
import { EntryMeta, TimelineEntry, stretchedLinkClasses } from './timeline-card';

type TimelineMemory = Extract<TimelineItem, { kind: 'memory' }>;

const chip =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** A memory: cover (blur-up), date, place, title, excerpt, mood, "just for me". */
export function TimelineMemoryCard({ memory }: { memory: TimelineMemory }) {
  const { t, i18n } = useTranslation('timeline');
  return (
    <TimelineEntry icon={<Images />} testId="timeline-memory">
      <div className="flex flex-col sm:flex-row">
        {memory.cover && (
          <div className="relative aspect-[16/9] shrink-0 sm:aspect-auto sm:w-48 md:w-56">
            <MediaCover
              fill
              image={memory.cover}
              alt={t('memory.coverAlt', { title: memory.title })}
              sizes="(min-width: 768px) 14rem, (min-width: 640px) 12rem, 100vw"
            />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <EntryMeta>
            <span className="font-semibold text-primary">{t('kinds.memory')}</span>
            <time dateTime={memory.date}>{formatDay(memory.date, i18n.language)}</time>
            {memory.location && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{memory.location}</span>
              </span>
            )}
          </EntryMeta>
          <h3 className="font-display text-lg leading-snug font-semibold text-balance">
            <Link
              to={`/memories/${encodeURIComponent(memory.id)}`}
              className={stretchedLinkClasses}
            >
              {memory.title}
            </Link>
          </h3>
          {memory.excerpt && <p className="line-clamp-3 text-sm text-fg/85">{memory.excerpt}</p>}
          {(memory.mood || memory.isPrivate || memory.imageCount > 1) && (
            <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
              {memory.mood && (
                <span className={`${chip} bg-primary-soft text-fg`} data-testid="timeline-mood">
                  <Heart className="size-3.5 text-primary" aria-hidden="true" />
                  {t(`memories:moods.${memory.mood}`)}
                </span>
              )}
              {memory.isPrivate && (
                <span className={`${chip} border border-border bg-surface-2 text-fg`}>
                  <Lock className="size-3.5" aria-hidden="true" />
                  {t('memory.private')}
                </span>
              )}
              {memory.imageCount > 1 && (
                <span className={`${chip} border border-border bg-surface-2 text-fg`}>
                  <Images className="size-3.5" aria-hidden="true" />
                  {mediaCountText(t, mediaCountFromTotals(memory.imageCount, memory.videoCount))}
                </span>
              )}
            </div>
          )}
        </div>
      </div>
    </TimelineEntry>
  );
}
