import { useEffect, useEffectEvent, useState } from 'react';
import { memoryDateFromPhoto, type LocalDate } from '@doita/shared';
import type { Photo } from './photo-uploads';

// The EXIF reader is a chunk of its own: only a new memory with a picked photo needs it.
const loadExif = () => import('@/lib/photo-exif');

/**
 * A new memory takes its date from its first photo: the day the
 * camera wrote in EXIF DateTimeOriginal, read from the picked file in the browser. Only while
 * the person has not chosen a date themselves (`dateChosen`), and only for a file picked now
 * (a photo already on the server has no EXIF left). The place is never guessed: it stays for
 * the person to write, and no location is read.
 */
export function usePhotoDate({
  enabled,
  photos,
  today,
  dateChosen,
  onDate,
}: {
  enabled: boolean;
  photos: Photo[];
  today: LocalDate;
  /** read when the date arrives: the person's own choice wins */
  dateChosen: () => boolean;
  onDate: (date: string) => void;
}): string | null {
  const first = photos[0];
  const file = enabled ? (first?.file ?? null) : null;
  // the date the photo gave, for the field's hint ("from the first photo")
  const [given, setGiven] = useState<string | null>(null);
  // read when the date arrives, not when the photo changes
  const arrive = useEffectEvent((taken: string | null) => {
    const date = memoryDateFromPhoto(taken, today);
    if (!date || dateChosen()) return;
    setGiven(date);
    onDate(date);
  });
  useEffect(() => {
    if (!file) return;
    let current = true;
    void loadExif()
      .then(({ readDateTimeOriginal }) => readDateTimeOriginal(file))
      .then((taken) => current && arrive(taken))
      // a chunk that fails to load costs the suggestion, nothing else
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [file]);
  return given;
}
