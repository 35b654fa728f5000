import { rm, stat } from 'node:fs/promises';
import {
  ERROR_CODES,
  VALIDATION,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  fileSizeMessage,
  validationMessageEn,
} from '@doita/shared';
import type { ErrorCode, VideoContainer } from '@doita/shared';
import { HttpError } from '../../lib/errors.js';
import { createTaskPool } from '../../lib/task-pool.js';
import { UnreadableVideoError, probeVideo, remuxVideo } from '../../lib/video.js';
import type { VideoProbe, VideoTools } from '../../lib/video.js';

/** A file received to disk, not yet stored. */
export interface ReceivedFile {
  name: string;
  path: string;
  size: number;
}

export const refused = (
  status: number,
  code: ErrorCode,
  key: string,
  field = 'file',
  message = validationMessageEn(key),
) => new HttpError(status, code, message, {}, [{ field, code: key, message }]);

/** A video over 200 MB: its own limit, not a photo's 5 MB. */
export const videoTooLarge = () => {
  const key = fileSizeMessage(VIDEO_LIMITS.maxBytes / (1024 * 1024));
  return new HttpError(413, ERROR_CODES.fileTooLarge, VIDEO_MESSAGES.tooLarge, {}, [
    { field: 'file', code: key, message: validationMessageEn(key) },
  ]);
};

export const videosUnavailable = () =>
  new HttpError(503, ERROR_CODES.videosUnavailable, 'Videos cannot be prepared on this server');

/** A stream copy reads and writes the file once, no decoding: seconds for 200 MB. */
const REMUX_TIMEOUT_MS = 60_000;

/**
 * How many received videos are read (ffprobe) and copied (ffmpeg) at once, for the whole
 * process: each reads and writes up to 200 MB, so twenty uploads at once must not start
 * twenty of them. Two run, a person's next ones wait their turn round-robin with everyone
 * else's, and past a short queue an upload is refused at once (503 VIDEOS_BUSY with
 * Retry-After), before anything is stored.
 */
export const VIDEO_INTAKE_POOL = {
  concurrency: 2,
  perKey: 1,
  maxQueued: 16,
  maxQueuedPerKey: 3,
} as const;
export const VIDEO_INTAKE_BUSY_RETRY_SECONDS = 30;

export const videosBusy = () =>
  new HttpError(
    503,
    ERROR_CODES.videosBusy,
    'Too many videos are being received, please try again in a moment',
    { 'retry-after': String(VIDEO_INTAKE_BUSY_RETRY_SECONDS) },
  );

/**
 * What a received video goes through before anything of it is stored: its reading (it
 * decodes, within its length) and its copy without the metadata a phone writes, each in
 * its turn in one pool per server (`VIDEO_INTAKE_POOL`).
 */
export function createVideoIntake(
  tools: VideoTools | null,
  pool = createTaskPool(VIDEO_INTAKE_POOL),
) {
  async function inTurn<T>(ownerId: string, task: () => Promise<T>): Promise<T> {
    let ran = false;
    const result = await pool.run(ownerId, async () => {
      ran = true;
      return task();
    });
    if (!ran) throw videosBusy();
    return result as T;
  }

  /** The video's streams and length, or the refusal the person reads. */
  async function probeOrRefuse(
    ownerId: string,
    file: string,
    maxSeconds: number,
    tooLong: () => HttpError,
  ): Promise<VideoProbe> {
    const encoder = tools;
    if (!encoder) throw videosUnavailable();
    let probe: VideoProbe;
    try {
      probe = await inTurn(ownerId, () => probeVideo(encoder, file));
    } catch (error) {
      if (error instanceof UnreadableVideoError) {
        throw refused(422, ERROR_CODES.videoUnreadable, VALIDATION.videoUnreadable);
      }
      throw error;
    }
    if (probe.durationMs > maxSeconds * 1000) throw tooLong();
    return probe;
  }

  /**
   * The received file as it is kept: remuxed without its metadata into a file beside it, in
   * its container (an MP4 the MP4 muxer cannot hold may become a MOV), handed to `use` and
   * removed after. Before anything is stored, so a location is never in storage, not even
   * while the queue waits.
   */
  async function withoutMetadata<T>(
    ownerId: string,
    file: ReceivedFile,
    sent: VideoContainer,
    probe: VideoProbe,
    use: (kept: { path: string; size: number; container: VideoContainer }) => Promise<T>,
  ): Promise<T> {
    const encoder = tools;
    if (!encoder) throw videosUnavailable();
    const output = `${file.path}-kept`;
    try {
      let container: VideoContainer;
      try {
        container = await inTurn(ownerId, () =>
          remuxVideo(encoder, file.path, output, sent, probe, REMUX_TIMEOUT_MS),
        );
      } catch (error) {
        if (error instanceof UnreadableVideoError) {
          throw refused(422, ERROR_CODES.videoUnreadable, VALIDATION.videoUnreadable);
        }
        throw error;
      }
      return await use({ path: output, size: (await stat(output)).size, container });
    } finally {
      await rm(output, { force: true });
    }
  }

  return { probeOrRefuse, withoutMetadata };
}
