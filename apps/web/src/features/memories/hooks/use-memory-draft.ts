import { useLayoutEffect, useRef } from 'react';
import type { Photo } from './photo-uploads';
import type { MemoryFormFields } from '../components/memory-form-resolvers';
import {
  clearMemoryDraft,
  hasContent,
  writeMemoryDraft,
  type DraftPhoto,
  type RestoredDraft,
} from './memory-draft';

/**
 * Keeps the new-memory form's draft on the device as it changes (every word and every photo
 * that reached the server), so a reload, a closed tab or a dropped connection loses nothing.
 * An empty form leaves no draft. `userId` null (editing, or nobody signed in): nothing kept.
 */
export function useMemoryDraft({
  userId,
  values,
  photos,
  restored,
}: {
  userId: string | null;
  values: MemoryFormFields;
  photos: Photo[];
  restored: RestoredDraft | null;
}) {
  // when each upload finished, so a draft never offers a photo the server has swept
  const uploadedAt = useRef<Map<string, number> | null>(null);
  // saved or cancelled: what the form still holds is not a draft any more
  const finished = useRef(false);
  // Written in the same event as the change (a layout effect): a passive one may not have
  // run when the tab is closed right after a keystroke.
  useLayoutEffect(() => {
    if (!userId || finished.current) return;
    uploadedAt.current ??= new Map(restored?.photos.map((p) => [p.id, p.uploadedAt]));
    const times = uploadedAt.current;
    if (!hasContent(values, photos.length)) {
      clearMemoryDraft(userId);
      return;
    }
    const now = Date.now();
    const kept: DraftPhoto[] = photos.flatMap((photo) => {
      if (photo.status !== 'uploaded' || !photo.uploadId || !photo.image) return [];
      if (!times.has(photo.uploadId)) times.set(photo.uploadId, now);
      return [
        {
          id: photo.uploadId,
          name: photo.name,
          image: photo.image,
          uploadedAt: times.get(photo.uploadId) ?? now,
        },
      ];
    });
    writeMemoryDraft(userId, {
      savedAt: now,
      values,
      photos: kept,
      pendingCount: photos.length - kept.length,
    });
  }, [userId, values, photos, restored]);

  return {
    /** the memory was saved or the form cancelled: the draft goes and no new one is written */
    finish: () => {
      finished.current = true;
      if (userId) clearMemoryDraft(userId);
    },
  };
}
