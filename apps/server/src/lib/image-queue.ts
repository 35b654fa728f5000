import type { ImageType } from '@doita/shared';
import type { ProcessedImage } from './images.js';
import { processImage } from './images.js';
import { createTaskPool } from './task-pool.js';

/**
 * Image decodes are bounded for the whole process: a decode of a large picture holds
 * hundreds of megabytes while it runs, and sixteen at once took the server from 0.5 to 1 GB.
 * Two run at a time (a phone's photos come two at a time too); a person's further uploads
 * wait in a short queue, round-robin with everyone else's; past it they are refused (503,
 * Retry-After) rather than held, so waiting bytes stay bounded too (5 MB each).
 */
export const IMAGE_DECODES_AT_ONCE = 2;
const decodes = createTaskPool({
  concurrency: IMAGE_DECODES_AT_ONCE,
  perKey: IMAGE_DECODES_AT_ONCE,
  maxQueued: 32,
  maxQueuedPerKey: 8,
});
/** about how long a full queue takes to drain a place */
export const IMAGES_BUSY_RETRY_SECONDS = 5;

/** The queue was full: the upload was not processed. */
export class ImagesBusyError extends Error {
  constructor() {
    super('too many images waiting to be processed');
  }
}

/** processImage in its turn; `key` is whose upload it is (its share of the queue). */
export async function processImageInTurn(
  key: string,
  bytes: Buffer,
  type: ImageType,
): Promise<ProcessedImage> {
  const processed = await decodes.run(key, () => processImage(bytes, type, key));
  if (!processed) throw new ImagesBusyError();
  return processed;
}
