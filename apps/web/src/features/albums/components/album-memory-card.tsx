import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ImageUp, X } from 'lucide-react';
import { imageSrcSet } from '@doita/shared';
import type { AlbumMemory, Image } from '@doita/shared';
import { IconButton } from '@/components/ui/icon-button';
import { Photo } from '@/components/ui/photo';
import { preloadImageViewer } from '@/components/ui/image-viewer-loader';
import { formatLongDay } from '@/lib/format';
import { openModal } from '@/lib/modal-store';

/** Opens a memory's photos large, from `index`, in the app's viewer. */
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
      })),
    },
  });
}

/**
 * One memory of an album (or of a share link): date, title, place, its photos (each opens
 * large); when managed, each photo may become the cover and the memory may leave the album.
 */
export function AlbumMemoryCard({
  memory,
  linkToMemory,
  coverId,
  onCover,
  onRemove,
}: {
  memory: AlbumMemory;
  linkToMemory?: boolean;
  coverId?: string | null;
  onCover?: (uploadId: string) => void;
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation('albums');
  const alt = (index: number) => t('detail.photoAlt', { index: index + 1, title: memory.title });
  const title = linkToMemory ? (
    <Link to={`/memories/${memory.id}`} className="hover:underline">
      {memory.title}
    </Link>
  ) : (
    memory.title
  );
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm text-muted">
            <time dateTime={memory.date}>{formatLongDay(memory.date, i18n.language)}</time>
            {memory.location ? ` · ${memory.location}` : ''}
          </p>
          <h2 className="font-display text-xl font-semibold text-balance">{title}</h2>
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
        <p className="text-pretty whitespace-pre-line">{memory.description}</p>
      )}
      {memory.images.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {memory.images.map((image, index) => (
            <li key={image.id} className="relative">
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
              {onCover &&
                (coverId === image.id ? (
                  <span className="absolute start-2 top-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-fg">
                    {t('detail.isCover')}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => onCover(image.id)}
                    className="absolute start-2 top-2 inline-flex min-h-8 items-center gap-1 rounded-full bg-surface/90 px-2 text-xs font-medium shadow-xs"
                  >
                    <ImageUp className="size-3.5" aria-hidden="true" />
                    {t('detail.setCover')}
                  </button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
