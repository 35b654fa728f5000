import { useMutation } from '@tanstack/react-query';
import { endpointPath, uploadsContract, type UploadResult } from '@doita/shared';
import { api } from '@/lib/api-client';
import { checkAnswer } from '@/lib/api-contract';
import { prepareImageForUpload } from '@/lib/prepare-image';

/**
 * POST /upload/single (multipart field `file`): the image's id and its signed renditions.
 * A phone's large photo is shrunk to fit first (lib/prepare-image).
 */
export async function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', await prepareImageForUpload(file));
  // an image over a slow connection takes longer than the usual 10 s
  const path = endpointPath(uploadsContract.upload);
  return checkAnswer(
    uploadsContract.upload,
    await api.post<unknown>(path, form, { timeoutMs: 60_000 }),
  );
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
