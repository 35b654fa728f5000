import { nearestGazetteerPlace, type PlaceHit } from '@doita/shared';
import { readGpsPosition } from '@/lib/photo-exif';

/**
 * The gazetteer's place nearest where a photo was taken, from its EXIF GPS read on this
 * device; null when it does not say or is far from every place. Its own chunk (with the
 * gazetteer), loaded with the first picked photo.
 */
export async function placeOfPhoto(file: Blob): Promise<PlaceHit | null> {
  const position = await readGpsPosition(file);
  return position ? nearestGazetteerPlace(position) : null;
}
