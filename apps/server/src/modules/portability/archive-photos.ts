import { PORTABILITY_LIMITS, isSafeArchivePath, type ArchivePhoto } from '@doita/shared';
import { HttpError } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/index.js';
import { ArchiveError } from './archive-reader.js';

/**
 * An import job's uploads are made for the importer outside any request: no session to bind
 * the URLs the upload answers with, which the job drops (it keeps only the ids).
 */
export const asUploader = (userId: string) => ({ id: userId, sessionId: null });
import type { OpenedArchive } from './archive-reader.js';

/**
 * Uploads the photos an import brings with its letters or messages (as the importer's), each
 * path once, after checking it is safe and in the archive; by archive path.
 */
export async function uploadArchivePhotos(
  archive: OpenedArchive,
  photos: ArchivePhoto[],
  userId: string,
  uploadsService: Pick<UploadsService, 'upload'>,
  createdUploads: string[],
): Promise<Map<string, string>> {
  const uploaded = new Map<string, string>();
  for (const photo of photos) {
    if (uploaded.has(photo.path)) continue;
    if (!isSafeArchivePath(photo.path)) {
      throw new ArchiveError('UNSAFE_PATH', `Unsafe photo path: ${photo.path.slice(0, 100)}`);
    }
    if (!archive.has(photo.path)) {
      throw new ArchiveError('MISSING_FILE', `Missing from the archive: ${photo.path}`);
    }
    const bytes = await archive.read(photo.path, PORTABILITY_LIMITS.maxPhotoBytes);
    try {
      const result = await uploadsService.upload(
        asUploader(userId),
        { name: photo.originalName, bytes },
        { keepCleanOriginal: true },
      );
      createdUploads.push(result.id);
      uploaded.set(photo.path, result.id);
    } catch (error) {
      if (error instanceof HttpError) {
        throw new ArchiveError('BAD_PHOTO', `Not an image we can keep: ${photo.path}`);
      }
      throw error;
    }
  }
  return uploaded;
}
