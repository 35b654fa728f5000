import type { UploadResult } from '@doita/shared';
import { uploadFile } from '@/lib/upload-request';

/**
 * POST /upload/single (multipart field `file`): one photo, checked by its bytes and kept as
 * renditions; its `id` goes in a memory's `images`. Progress comes from XMLHttpRequest.
 */
export function uploadImage(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  return uploadFile<UploadResult>('/upload/single', file, options);
}
