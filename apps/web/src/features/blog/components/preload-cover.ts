import { imageSrcSet, type Image } from '@doita/shared';

/**
 * Starts loading a cover before its page renders (the largest paint of a post opened from a
 * link): the same choice of rendition as its <img> (`PostCover`) makes, so it is fetched once.
 */
export function preloadCover(cover: Image, sizes: string): void {
  if (typeof document === 'undefined') return;
  const srcset = imageSrcSet(cover);
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"]'))
    if (link.getAttribute('imagesrcset') === srcset) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = cover.url;
  link.setAttribute('imagesrcset', srcset);
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
