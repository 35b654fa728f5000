import { startTransition, useState } from 'react';
import { imageSrcSet, type Image } from '@doita/shared';
import { cn } from '@/lib/cn';

/**
 * A photo that blurs up: the tiny placeholder at once, the best rendition for the screen
 * (srcset) fading in over it. The box keeps its size while loading (no layout shift): it
 * fills its container (`fill`) or takes the photo's own proportions.
 */
export interface PhotoProps {
  image: Image;
  alt: string;
  sizes: string;
  fill?: boolean;
  eager?: boolean;
  className?: string;
}

export function Photo({ image, alt, sizes, fill = false, eager = false, className }: PhotoProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loaded = loadedUrl === image.url;
  // The fade-in is not urgent, so a transition. This ref runs while React commits a page, and
  // a photo already loaded by then (the browser starts an <img> as soon as React creates it)
  // would otherwise ask for a synchronous render there and then, and React runs every pending
  // effect before one: the page's whole commit, its effects and that render in one long task.
  const showLoaded = () => startTransition(() => setLoadedUrl(image.url));
  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : '4 / 3';
  return (
    <div
      className={cn('relative overflow-hidden bg-surface-2', fill && 'size-full', className)}
      style={fill ? undefined : { aspectRatio: ratio }}
    >
      {image.placeholder && !loaded && (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 size-full scale-110 object-cover blur-md"
        />
      )}
      <img
        src={image.url}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        ref={(element) => {
          // already in the browser's cache: no load event will come
          if (element?.complete && element.naturalWidth > 0 && !loaded) showLoaded();
        }}
        onLoad={showLoaded}
        className={cn(
          'absolute inset-0 size-full object-cover transition-opacity duration-300',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
