import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageUp, X } from 'lucide-react';
import { imageSrcSet } from '@doita/shared';
import type { AlbumMemory, Image } from '@doita/shared';
import { IconButton } from '@/components/ui/icon-button';
import { Photo } from '@/components/ui/photo';
import { preloadImageViewer } from '@/components/ui/image-viewer-loader';
import { cn } from '@/lib/cn';
import { formatLongDay } from '@/lib/format';
import { openModal } from '@/lib/modal-store';
import { LivePhoto, MemoryVideo } from '@/components/media/memory-video';

/** Opens a memory's photos large, from `index`, in the app's viewer (a video plays there). */
export function openPhotos(memory: AlbumMemory, index: number, alt: (i: number) => string) {
  openModal({
    component: 'image-preview',
    props: {
      startIndex: index,
      images: memory.images.map((image: Image, i) => ({
        src: image.url,
        srcSet: imageSrcSet(image),
        alt: alt(i),
        caption: memory.title,
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        originalUrl: image.video?.originalUrl ?? image.originalUrl,
        videoUrl: image.kind === 'video' ? image.video?.url : null,
      })),
    },
  });
}

/**
 * Where a tile's cover control sits: a Live Photo's LIVE badge and play button hold two
 * corners of a small tile, so its control takes another and shows only its icon there.
 */
const coverSpot = (kind: Image['kind']) =>
  kind === 'live' ? 'absolute end-2 top-2' : 'absolute start-2 top-2';

/**
 * One memory of an album (or of a share link): date, title, place, its photos (each opens
 * large), its videos (playing inline, across the card, with their controls) and Live Photos
 * (moving where they are), as on the memory's own page; when managed, each photo may become
 * the cover and the memory may leave the album. `guest` (a share link's page, nobody signed
 * in) does not ask about a video being prepared: that page asks for the whole link again.
 */
export function AlbumMemoryCard({
  memory,
  linkToMemory,
  guest = false,
  coverId,
  onCover,
  onRemove,
}: {
  memory: AlbumMemory;
  linkToMemory?: boolean;
  guest?: boolean;
  coverId?: string | null;
  onCover?: (uploadId: string) => void;
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation('albums');
  const alt = (index: number) => t('detail.photoAlt', { index: index + 1, title: memory.title });
  const title = linkToMemory ? (
    <Link to={`/memories/${memory.id}`} className="break-words hover:underline">
      {memory.title}
    </Link>
  ) : (
    memory.title
  );
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* a place may be one long word (a pasted map link): it wraps inside the card */}
          <p className="text-sm wrap-anywhere text-muted">
            <time dateTime={memory.date}>{formatLongDay(memory.date, i18n.language)}</time>
            {memory.location ? ` · ${memory.location}` : ''}
          </p>
          <h2 className="font-display text-xl font-semibold text-balance wrap-anywhere">{title}</h2>
        </div>
        {onRemove && (
          <IconButton
            label={t('detail.removeLabel', { title: memory.title })}
            onClick={onRemove}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-danger"
          >
            <X className="size-5" aria-hidden="true" />
          </IconButton>
        )}
      </div>
      {memory.description && (
        <p className="text-pretty whitespace-pre-line wrap-anywhere">{memory.description}</p>
      )}
      {memory.images.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {memory.images.map((image, index) => (
            <li
              key={image.id}
              className={cn('relative', image.kind === 'video' && 'col-span-full')}
            >
              {image.kind === 'video' ? (
                <MemoryVideo
                  image={image}
                  poll={!guest}
                  label={t('detail.videoAlt', { index: index + 1, title: memory.title })}
                  className="max-h-[70dvh]"
                />
              ) : image.kind === 'live' ? (
                <LivePhoto
                  image={image}
                  poll={!guest}
                  alt={alt(index)}
                  sizes="(min-width: 640px) 200px, 45vw"
                  className="aspect-square rounded-2xl"
                  fill
                />
              ) : (
                <button
                  type="button"
                  className="block w-full overflow-hidden rounded-2xl focus-visible:outline-3 focus-visible:outline-ring"
                  aria-label={t('detail.openPhoto', { index: index + 1, title: memory.title })}
                  onPointerEnter={preloadImageViewer}
                  onClick={() => openPhotos(memory, index, alt)}
                >
                  <Photo
                    image={image}
                    alt={alt(index)}
                    sizes="(min-width: 640px) 200px, 45vw"
                    className="aspect-square"
                    fill
                  />
                </button>
              )}
              {onCover &&
                (coverId === image.id ? (
                  <span
                    className={cn(
                      coverSpot(image.kind),
                      'rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-fg',
                    )}
                  >
                    {t('detail.isCover')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onCover(image.id)}
                    title={image.kind === 'live' ? t('detail.setCover') : undefined}
                    className={cn(
                      coverSpot(image.kind),
                      'inline-flex min-h-8 items-center gap-1 rounded-full bg-surface/90 px-2 text-xs font-medium shadow-xs',
                    )}
                  >
                    <ImageUp className="size-3.5" aria-hidden="true" />
                    <span className={image.kind === 'live' ? 'sr-only' : undefined}>
                      {t('detail.setCover')}
                    </span>
                  </button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
