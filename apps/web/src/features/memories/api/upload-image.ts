import { isVideoFile, uploadsContract, type UploadResult } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { prepareImageForUpload } from '@/lib/prepare-image';
import { assertReadableFile } from '@/lib/upload-request';
import { isApiError } from '@/lib/api-error';
import { keepPhoto } from '@/lib/offline';
import { browserSaysOffline } from '@/lib/offline/network';

/** looking at the photo, making it smaller (when it must), sending it */
export type UploadStage = 'preparing' | 'shrinking' | 'sending';

/**
 * POST /upload/single (multipart field `file`): one photo, shrunk first when it is over the
 * limit or larger than the kept original (lib/prepare-image), checked by its bytes and kept
 * as renditions; its `id` goes in a memory's `images`. Progress comes from XMLHttpRequest.
 */
export async function uploadImage(
  file: File,
  options: {
    onProgress?: (fraction: number) => void;
    onStage?: (stage: UploadStage) => void;
    signal?: AbortSignal;
    /** a Live Photo's motion: sent with its still as one item (POST /upload/live) */
    clip?: File | null;
  } = {},
): Promise<UploadResult> {
  if (options.clip) {
    options.onStage?.('sending');
    return call(
      uploadsContract.uploadLive,
      { file: { still: file, clip: options.clip } },
      { onProgress: options.onProgress, signal: options.signal, stallTimeoutMs: 60_000 },
    );
  }
  if (isVideoFile(file)) {
    // A video goes as it is: the server checks it, keeps it and prepares what browsers play.
    options.onStage?.('sending');
    return call(
      uploadsContract.upload,
      { file },
      { onProgress: options.onProgress, signal: options.signal, stallTimeoutMs: 60_000 },
    );
  }
  options.onStage?.('preparing');
  const prepared = await prepareImageForUpload(file, {
    onShrink: () => options.onStage?.('shrinking'),
  });
  if (options.signal?.aborted) throw new DOMException('The upload was cancelled', 'AbortError');
  options.onStage?.('sending');
  // A large photo on a slow phone: 30 s without progress before it counts as stalled.
  return call(
    uploadsContract.upload,
    { file: prepared },
    { onProgress: options.onProgress, signal: options.signal, stallTimeoutMs: 30_000 },
  );
}

/**
 * The memory form's uploader: online it uploads; with no network (or when the network fails
 * on the way) it keeps the file on this device, and the outbox uploads it before sending the
 * memory.
 */
export async function uploadImageOrKeep(
  file: File,
  options: Parameters<typeof uploadImage>[1] = {},
): Promise<UploadResult> {
  // Nothing unreadable is kept for later: it would fail again once online.
  await assertReadableFile(file);
  // A video or a Live Photo is too large to keep on the device for later: it is sent now.
  if (options.clip || isVideoFile(file)) return uploadImage(file, options);
  if (browserSaysOffline()) return keepPhoto(file);
  try {
    return await uploadImage(file, options);
  } catch (error) {
    if (isApiError(error) && error.isNetworkError && !options.signal?.aborted)
      return keepPhoto(file);
    throw error;
  }
}
