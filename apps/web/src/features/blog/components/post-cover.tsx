import type { CSSProperties } from 'react';
import { imageSrcSet, type BlogCategory, type Image } from '@doita/shared';
import { cn } from '@/lib/cn';
import { CATEGORY_ICONS } from './blog-wording';

/**
 * A post's cover: its renditions (the browser picks the width), the blurred placeholder
 * underneath while it loads; without a cover, the category's icon on the theme's gradient.
 */
export function PostCover({
  cover,
  category,
  sizes,
  className,
  alt = '',
  eager = false,
}: {
  cover: Image | null;
  category: BlogCategory;
  sizes: string;
  className?: string;
  alt?: string;
  eager?: boolean;
}) {
  if (!cover) {
    const Icon = CATEGORY_ICONS[category];
    return (
      <div
        className={cn('flex items-center justify-center bg-(image:--hero) text-primary', className)}
        aria-hidden="true"
      >
        <Icon className="size-10 opacity-70" />
      </div>
    );
  }
  const style: CSSProperties | undefined = cover.placeholder
    ? { backgroundImage: `url(${cover.placeholder})`, backgroundSize: 'cover' }
    : undefined;
  return (
    <img
      src={cover.url}
      srcSet={imageSrcSet(cover)}
      sizes={sizes}
      width={cover.width ?? undefined}
      height={cover.height ?? undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={cn('bg-surface-2 object-cover', className)}
      style={style}
    />
  );
}
