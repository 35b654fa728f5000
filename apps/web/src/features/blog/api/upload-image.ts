import { useMutation } from '@tanstack/react-query';
import { uploadsContract, type UploadResult } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { prepareImageForUpload } from '@/lib/prepare-image';

/**
 * POST /upload/single (multipart field `file`): the image's id and its signed renditions.
 * A phone's large photo is shrunk to fit first (lib/prepare-image).
 */
export async function uploadImage(file: File): Promise<UploadResult> {
  const prepared = await prepareImageForUpload(file);
  // an image over a slow connection takes longer than the usual 10 s
  return call(uploadsContract.upload, { file: prepared }, { stallTimeoutMs: 60_000 });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
