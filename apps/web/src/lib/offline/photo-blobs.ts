import type { UploadResult } from '@doita/shared';
import { idb } from './idb';

/**
 * Photos picked with no network: the file waits in IndexedDB under a local id
 * (`pending-…`) that stands in for the upload id in the memory's `images` until the outbox
 * uploads it, just before it sends the memory.
 */
export const PENDING_PHOTO_PREFIX = 'pending-';

interface KeptPhoto {
  blob: Blob;
  name: string;
  type: string;
}

const keyOf = (id: string) => `photo:${id}`;
export const isPendingPhoto = (id: unknown): id is string =>
  typeof id === 'string' && id.startsWith(PENDING_PHOTO_PREFIX);

/** Without IndexedDB, the files of this tab only. */
const memory = new Map<string, KeptPhoto>();

export async function keepPhoto(file: File): Promise<UploadResult> {
  const id = `${PENDING_PHOTO_PREFIX}${crypto.randomUUID()}`;
  const kept: KeptPhoto = { blob: file, name: file.name, type: file.type };
  if (idb.available()) await idb.put('kv', kept, keyOf(id));
  else memory.set(id, kept);
  const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  return {
    id,
    fileUrl: url,
    fileName: file.name,
    fileSize: file.size,
    fileType: file.type,
    image: {
      id,
      url,
      renditions: [],
      placeholder: null,
      width: null,
      height: null,
      originalUrl: null,
    },
  };
}

export async function readPhoto(id: string): Promise<File | null> {
  const kept = idb.available() ? await idb.get<KeptPhoto>('kv', keyOf(id)) : memory.get(id);
  return kept ? new File([kept.blob], kept.name, { type: kept.type }) : null;
}

export async function dropPhoto(id: string): Promise<void> {
  memory.delete(id);
  if (idb.available()) await idb.delete('kv', keyOf(id));
}
