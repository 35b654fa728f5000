import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet, type Image, type Memory, type MemoryImage } from '@doita/shared';
import { cn } from '@/lib/cn';
import { openModal } from '@/lib/modal-store';
import { preloadImageViewer } from '@/components/ui/image-viewer-loader';
import { Photo } from '@/components/ui/photo';
import { IconButton } from '@/components/ui/icon-button';
import { LivePhoto, MemoryVideo, VideoTile } from '@/components/media/memory-video';

/** The memory's photos: the first large, the others as thumbnails; each opens the viewer. */
export function MemoryPhotos({ memory }: { memory: Memory }) {
  const { t } = useTranslation('memories');
  const { images, title } = memory;
  const total = images.length;
  const alt = (index: number) => t('detail.photoAlt', { title, index: index + 1, total });

  // `shown` is the item as its tile has it now: a video that became ready since the memory
  // was loaded plays from the URL its tile was given.
  const open = (startIndex: number, shown?: Image) =>
    openModal({
      component: 'image-preview',
      props: {
        startIndex,
        images: images.map((given: Image, index) => {
          const image = index === startIndex && shown ? shown : given;
          return {
            src: image.url,
            srcSet: imageSrcSet(image),
            alt: alt(index),
            caption: title,
            width: image.width,
            height: image.height,
            placeholder: image.placeholder,
            originalUrl: image.video?.originalUrl ?? image.originalUrl,
            videoUrl: image.kind === 'video' ? image.video?.url : null,
          };
        }),
      },
    });

  const [first, ...rest] = images;
  if (!first) return null;
  // The first video plays where it is, with its own controls; a thumbnail's opens large, as
  // its controls would not fit. A Live Photo moves where it is: neither sits inside the
  // button that opens the photo viewer.
  const media = (image: MemoryImage, index: number, thumbnail: boolean) =>
    image.kind === 'video' ? (
      thumbnail ? (
        <VideoTile
          image={image}
          label={t('detail.openVideo', { index: index + 1, total })}
          sizes="(min-width: 640px) 10rem, 33vw"
          onOpen={(shown) => open(index, shown)}
          className="rounded-xl"
        />
      ) : (
        <MemoryVideo image={image} label={alt(index)} className="max-h-[70dvh]" />
      )
    ) : image.kind === 'live' ? (
      <LivePhoto
        image={image}
        alt={alt(index)}
        sizes={thumbnail ? '(min-width: 640px) 10rem, 33vw' : '(min-width: 896px) 54rem, 100vw'}
        eager={!thumbnail}
        fill={thumbnail}
        className={thumbnail ? 'aspect-square rounded-xl' : 'max-h-[70dvh] rounded-2xl'}
      />
    ) : null;
  const photoButton = (index: number, children: ReactNode, className?: string) => (
    <IconButton
      label={t('detail.openPhoto', { index: index + 1, total })}
      onClick={() => open(index)}
      onPointerEnter={preloadImageViewer}
      onPointerDown={preloadImageViewer}
      onFocus={preloadImageViewer}
      className={cn('group relative block w-full overflow-hidden rounded-2xl', className)}
      data-testid="memory-photo"
    >
      {children}
    </IconButton>
  );
  return (
    <section aria-label={t('detail.photos')} className="flex flex-col gap-2">
      {media(first, 0, false) ??
        photoButton(
          0,
          <Photo
            image={first}
            alt={alt(0)}
            sizes="(min-width: 896px) 54rem, 100vw"
            eager
            className="max-h-[70dvh]"
          />,
        )}
      {rest.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {rest.map((image, i) => (
            <li key={image.id}>
              {media(image, i + 1, true) ??
                photoButton(
                  i + 1,
                  <div className="aspect-square">
                    <Photo
                      fill
                      image={image}
                      alt={alt(i + 1)}
                      sizes="(min-width: 640px) 10rem, 33vw"
                      className="transition-transform duration-300 group-hover:scale-105"
                    />
                  </div>,
                  'rounded-xl',
                )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
