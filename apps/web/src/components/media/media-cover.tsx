import { useTranslation } from 'react-i18next';
import { Film } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Photo, type PhotoProps } from '@/components/ui/photo';

/**
 * A cover (an album's, a share link's) that may be a video: a photo or a Live Photo's still
 * shows as a photo; a video shows its poster with a "Video" badge, since a cover is a picture
 * that opens its page, not a player. While a video is still prepared (or failed) it has no
 * poster yet: a film sign then, never an image with nothing to load. `label={false}` leaves
 * the badge out where the cover's card says "video" among its own badges, or is too small.
 */
export function MediaCover({
  image,
  alt,
  sizes,
  fill = false,
  eager = false,
  className,
  label = true,
}: PhotoProps & { label?: boolean }) {
  const { t } = useTranslation('memories');
  if (image.kind !== 'video')
    return (
      <Photo
        image={image}
        alt={alt}
        sizes={sizes}
        fill={fill}
        eager={eager}
        className={className}
      />
    );
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : '16 / 9';
  return (
    <div
      className={cn('relative overflow-hidden bg-surface-2', fill && 'size-full', className)}
      style={fill ? undefined : { aspectRatio: ratio }}
      data-testid="video-cover"
    >
      {image.url ? (
        <Photo image={image} alt={alt} sizes={sizes} eager={eager} fill />
      ) : (
        <div
          className="flex size-full items-center justify-center text-muted"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <Film className="size-10" aria-hidden="true" />
        </div>
      )}
      {label && (
        <span className="absolute start-2.5 bottom-2.5 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
          <Film className="size-3.5" aria-hidden="true" />
          {t('video.label')}
        </span>
      )}
    </div>
  );
}
