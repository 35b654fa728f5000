import { uploadsContract, type UploadResult } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { prepareImageForUpload } from '@/lib/prepare-image';
import { assertReadableFile } from '@/lib/upload-request';

/**
 * POST /upload/single for a letter's photo: shrunk first when it must be (lib/prepare-image),
 * checked by its bytes on the server; its `id` goes in the letter's `images`, and from then
 * on it is served to the writer alone until the letter opens.
 */
export async function uploadLetterPhoto(file: File): Promise<UploadResult> {
  await assertReadableFile(file);
  const prepared = await prepareImageForUpload(file);
  return call(uploadsContract.upload, { file: prepared }, { stallTimeoutMs: 30_000 });
}
