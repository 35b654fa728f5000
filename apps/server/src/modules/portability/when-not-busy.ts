import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES } from '@doita/shared';
import { HttpError } from '../../lib/errors.js';

/** The refusals that mean "not now": the image or video queues are full for a moment. */
const BUSY = new Set<string>([ERROR_CODES.imagesBusy, ERROR_CODES.videosBusy]);

/** how long an import waits, in all, for queues to make room for one photo or video */
const WAIT_MAX_MS = 30 * 60_000;
/** between two tries: the answer's Retry-After, within these bounds */
const PAUSE_MIN_MS = 250;
const PAUSE_MAX_MS = 10_000;

/**
 * `run`, tried again while the upload queues answer that they are full. An archive's photos
 * and videos go through the same bounded queues as the person's own uploads, so an archive
 * of more videos than a person may have waiting (or one restored while they upload) waits its
 * turn instead of failing as if a file were bad.
 */
export async function whenNotBusy<T>(run: () => Promise<T>, waitMaxMs = WAIT_MAX_MS): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await run();
    } catch (error) {
      const busy = error instanceof HttpError && error.statusCode === 503 && BUSY.has(error.code);
      if (!busy || Date.now() - started > waitMaxMs) throw error;
      const retryAfter = Number(error.headers['retry-after']) * 1000;
      const pause = Number.isFinite(retryAfter) ? retryAfter : PAUSE_MIN_MS;
      await sleep(Math.min(PAUSE_MAX_MS, Math.max(PAUSE_MIN_MS, pause)));
    }
  }
}
