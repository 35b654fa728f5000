import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Film, Images, Lock, MapPin, MessageCircle } from 'lucide-react';
import { mediaCountOf, placeNameOf, reactionSummary } from '@doita/shared';
import type { Memory } from '@doita/shared';
import { Avatar } from '@/components/ui/avatar';
import { FavoriteButton } from './favorite-button';
import { MoodIcon } from '@/components/ui/mood-icon';
import { MoodChip, TagChip } from './memory-chips';
import { formatMemoryDate } from './memory-format';
import { MediaCover } from '@/components/media/media-cover';
import { authorName } from '@/lib/author-name';
import { mediaCountText } from '@/lib/media-count';

const MAX_TAGS = 3;
const CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw';

/**
 * A list item holding a card below the first screen: laid out and painted only when it comes
 * near the view (`content-visibility`), sized meanwhile as a card usually is and then as it
 * was. A page of memories is some 6 000 px tall on a phone, and laying out and painting all
 * of it made the first screen's frame the longest task of the list's start. Only its height
 * is guessed: a width of 28rem too (`contain-intrinsic-size` with one length) made a month's
 * column, and the page, 448 px wide on a 390 px phone.
 */
const OFFSCREEN_CARD_ITEM = '[content-visibility:auto] [contain-intrinsic-block-size:auto_28rem]';

/**
 * How many of a list's cards the first commit draws: a phone's first screen shows one (the
 * page's title, its actions, search and the first month's header fill the rest). The next
 * ones follow in the commit after the first frame, in view at once on a wide screen. With
 * three in the first commit, laying out and painting that frame was the longest task of the
 * list's start on a phone (about 18 ms of CPU here against 13 with one, before the 4x
 * slowdown of a phone).
 */
const FIRST_SCREEN_CARDS = 1;

/**
 * How many of a list's first cards load their photos at once rather than when near the view:
 * a wide screen's first row (three columns), which can be the page's largest paint.
 */
const EAGER_PHOTOS = 3;

/**
 * A memory's `<li>` in a list, by its place in the list (`position`, from 0): the first
 * screen's cards drawn in the first commit; the others, when the app starts on this list,
 * in a commit after the first screen's (`BelowFirstScreen`), their place kept meanwhile, and
 * laid out only near the view.
 */
export function MemoryListItem({
  position,
  ...card
}: Omit<Parameters<typeof MemoryCard>[0], 'eager'> & { position: number }) {
  if (position < FIRST_SCREEN_CARDS)
    return (
      <li>
        <MemoryCard {...card} eager />
      </li>
    );
  return (
    <li className={OFFSCREEN_CARD_ITEM}>
      <BelowFirstScreen fallback={<div className="h-[28rem]" />}>
        <MemoryCard {...card} eager={position < EAGER_PHOTOS} />
      </BelowFirstScreen>
    </li>
  );
}

/** A memory in the list: cover photo (blur-up), date, place, title, mood, tags, heart. */
export function MemoryCard({
  memory,
  viewerId,
  eager = false,
  headingLevel = 3,
}: {
  memory: Memory;
  /** h3 in a flat list, h4 under the list's month headers */
  headingLevel?: 3 | 4;
  /** the author is named on memories the viewer did not write */
  viewerId?: string;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation('memories');
  const cover = memory.images[0];
  const Heading = `h${headingLevel}` as const;
  const extraTags = memory.tags.length - MAX_TAGS;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-[border-color,transform] hover:-translate-y-0.5 hover:border-primary/50 motion-reduce:hover:translate-y-0"
      data-testid="memory-card"
    >
      <div className="relative aspect-[4/3] shrink-0">
        {cover ? (
          <MediaCover
            fill
            image={cover}
            alt={t('card.coverAlt', { title: memory.title })}
            sizes={CARD_SIZES}
            eager={eager}
            label={false}
          />
        ) : (
          <div
            className="flex size-full items-center justify-center bg-(image:--hero) text-primary"
            aria-hidden="true"
          >
            {memory.mood ? (
              <MoodIcon mood={memory.mood} className="size-12 opacity-70" />
            ) : (
              <Images className="size-12 opacity-50" />
            )}
          </div>
        )}
        <FavoriteButton memory={memory} className="absolute top-2.5 right-2.5 z-10" />
        <CardBadges memory={memory} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted">
          <time dateTime={memory.date}>{formatMemoryDate(memory.date, i18n.language)}</time>
          {memory.location && (
            <span className="inline-flex max-w-full min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate" title={placeNameOf(memory.location) ?? undefined}>
                {placeNameOf(memory.location)}
              </span>
            </span>
          )}
        </p>
        <Heading className="font-display text-lg leading-snug font-semibold text-balance wrap-anywhere">
          <Link
            to={`/memories/${memory.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary focus-visible:after:outline-3 focus-visible:after:outline-ring"
          >
            {memory.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-fg/85">{memory.description}</p>
        {(memory.mood || memory.tags.length > 0) && (
          <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
            {memory.mood && <MoodChip mood={memory.mood} />}
            {memory.tags.slice(0, MAX_TAGS).map((tag) => (
              <TagChip key={tag} tag={tag} />
            ))}
            {extraTags > 0 && (
              <span className="rounded-full px-1.5 py-0.5 text-xs font-semibold text-muted">
                +{extraTags}
              </span>
            )}
          </div>
        )}
        {viewerId && memory.createdBy !== viewerId && (
          <p className="flex items-center gap-2 pt-1 text-xs text-muted">
            <Avatar name={authorName(memory.author)} src={memory.author.avatarUrl} size={6} />
            {t('card.by', { name: authorName(memory.author) })}
          </p>
        )}
      </div>
    </article>
  );
}

const badge =
  'inline-flex items-center gap-1 rounded-full bg-surface/90 px-2.5 py-1 text-xs font-semibold text-fg shadow-sm';

/** What sits on the cover's corner: private, the reactions, the comments, how many photos. */
function CardBadges({ memory }: { memory: Memory }) {
  const { t } = useTranslation('memories');
  return (
    <div className="absolute bottom-2.5 left-2.5 flex gap-1.5">
      {memory.isPrivate && (
        <span className={badge}>
          <Lock className="size-3.5" aria-hidden="true" />
          {t('card.private')}
        </span>
      )}
      {memory.reactions.length > 0 && (
        <span className={badge}>
          <span aria-hidden="true">
            {reactionSummary(memory.reactions)
              .map((entry) => entry.emoji)
              .join('')}
          </span>
          <span className="sr-only">{t('card.reactions', { count: memory.reactions.length })}</span>
          <span aria-hidden="true">{memory.reactions.length}</span>
        </span>
      )}
      {memory.commentCount > 0 && (
        <span className={badge}>
          <MessageCircle className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('card.comments', { count: memory.commentCount })}</span>
          <span aria-hidden="true">{memory.commentCount}</span>
        </span>
      )}
      {memory.images.length === 1 && memory.images[0]?.kind === 'video' && (
        <span className={badge}>
          <Film className="size-3.5" aria-hidden="true" />
          {t('video.label')}
        </span>
      )}
      {memory.images.length > 1 && (
        <span className={badge}>
          <Images className="size-3.5" aria-hidden="true" />
          {mediaCountText(t, mediaCountOf(memory.images))}
        </span>
      )}
    </div>
  );
}
