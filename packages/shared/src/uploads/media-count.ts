import type { MediaKind } from './video-rules.js';

/**
 * How many photos and videos a memory holds, as every screen that counts them says it
 * ("2 ảnh · 1 video" / "2 photos · 1 video"): a Live Photo is a photo (its still is what
 * shows), a video is a video. Counted here once so the card, the timeline and any other
 * place agree.
 */
export interface MediaCount {
  photos: number;
  videos: number;
}

/** The count of a memory's items, each a photo unless it says it is a video. */
export function mediaCountOf(
  items: readonly { kind?: MediaKind | null | undefined }[],
): MediaCount {
  const videos = items.filter((item) => item.kind === 'video').length;
  return { photos: items.length - videos, videos };
}

/** The count from a total of items and how many of them are videos (a timeline item's). */
export function mediaCountFromTotals(total: number, videos = 0): MediaCount {
  const shownVideos = Math.min(Math.max(videos, 0), Math.max(total, 0));
  return { photos: Math.max(total, 0) - shownVideos, videos: shownVideos };
}

/**
 * What the count says, in order: the photos, then the videos, each only when there is one
 * (a memory of videos alone says only its videos); nothing for no item.
 */
export function mediaCountParts(count: MediaCount): { kind: 'photos' | 'videos'; count: number }[] {
  const parts: { kind: 'photos' | 'videos'; count: number }[] = [];
  if (count.photos > 0) parts.push({ kind: 'photos', count: count.photos });
  if (count.videos > 0) parts.push({ kind: 'videos', count: count.videos });
  return parts;
}
