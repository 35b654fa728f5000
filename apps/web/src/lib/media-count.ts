import type { TFunction } from 'i18next';
import { mediaCountParts, type MediaCount } from '@doita/shared';

/**
 * A memory's photos and videos in words, the one wording every screen uses: "3 ảnh",
 * "2 ảnh · 1 video" / "3 photos", "2 photos · 1 video", "2 videos" (the shared rule says which
 * kinds show and in what order; the plural is the language's).
 */
export function mediaCountText(t: TFunction, count: MediaCount): string {
  const [first, second] = mediaCountParts(count).map((part) =>
    t(`common:mediaCount.${part.kind}`, { count: part.count }),
  );
  if (first === undefined) return '';
  return second === undefined
    ? first
    : t('common:mediaCount.both', { photos: first, videos: second });
}
