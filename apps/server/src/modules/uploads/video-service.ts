import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import {
  ERROR_CODES,
  LIVE_CLIP_TOO_LONG,
  UPLOAD_MESSAGES,
  VALIDATION,
  VIDEO_CONTENT_TYPES,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  videoContainerOf,
} from '@doita/shared';
import type { ImageType, VideoContainer } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/errors.js';
import {
  IMAGES_BUSY_RETRY_SECONDS,
  ImagesBusyError,
  processImageInTurn,
} from '../../lib/image-queue.js';
import { ImageTooLargeError, UnreadableImageError, detectImageType } from '../../lib/images.js';
import type { FileStorage, PutBody } from '../../lib/storage.js';
import type { VideoTools } from '../../lib/video.js';
import { createVideoCleaning } from './video-cleaning.js';
import { createVideoIntake, refused, videoTooLarge, videosUnavailable } from './video-intake.js';
import type { ReceivedFile } from './video-intake.js';
import { createVideoPreparation } from './video-preparation.js';
import type { UploadsRepository } from './uploads-repository.js';
import type { VideoJobsRepository } from './video-jobs-repository.js';

/**
 * Videos and Live Photos (docs/product-rules.md, Videos and Live Photos): a video's upload is
 * checked at once (its bytes, its duration, that it decodes), kept as a copy of its streams
 * without its metadata (`remuxVideo`: a phone's GPS is never stored without a yes), and
 * answered `processing`; a queue in the database (video_jobs) prepares one at a time, at a
 * lower CPU priority and within a time limit, the rendition every browser plays and the
 * poster.
 */

/** Videos waiting, all together and one person's: past either, 503 VIDEOS_BUSY. */
export const VIDEO_QUEUE_LIMITS = { all: 50, perOwner: 10 } as const;

export interface VideoServiceDeps {
  uploads: UploadsRepository;
  jobs: VideoJobsRepository;
  /** a new video's row and its job, added together under the queue's lock */
  transact: Transact<{
    uploads: Pick<UploadsRepository, 'insert'>;
    videoJobs: Pick<VideoJobsRepository, 'lockQueue' | 'queued' | 'add'>;
  }>;
  storage: FileStorage;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /** null: this server has no encoder (videos answer 503 VIDEOS_UNAVAILABLE) */
  tools: VideoTools | null;
  /** where files wait while ffmpeg reads and writes them */
  workDir: string;
  timeoutMs: number;
}

export type VideoService = ReturnType<typeof createVideoService>;

export type { ReceivedFile } from './video-intake.js';
export { videoTooLarge, videosUnavailable } from './video-intake.js';

export function createVideoService(deps: VideoServiceDeps) {
  const { jobs, storage, clock, log, tools, workDir, timeoutMs } = deps;
  const stopping = new AbortController();
  const prepare = createVideoPreparation({
    ...deps,
    isClosed: () => closed,
    stopping: stopping.signal,
  });
  const clean = createVideoCleaning({ ...deps, isClosed: () => closed });
  const { probeOrRefuse, withoutMetadata } = createVideoIntake(tools);
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  function refuseWhenFull(queued: { all: number; mine: number }): void {
    if (queued.all >= VIDEO_QUEUE_LIMITS.all || queued.mine >= VIDEO_QUEUE_LIMITS.perOwner) {
      throw new HttpError(
        503,
        ERROR_CODES.videosBusy,
        'Too many videos are being prepared, please try again in a few minutes',
        { 'retry-after': '60' },
      );
    }
  }

  /** Refused before the copy when the queue is already full (the copy takes seconds). */
  async function checkQueue(ownerId: string): Promise<void> {
    refuseWhenFull(await jobs.queued(ownerId));
  }

  /**
   * The row and its job, in one transaction that counts the queue again under its lock:
   * a person's uploads sent together all pass the first count while each is copied, and
   * would otherwise all be added past the bound.
   */
  function enqueue(row: Parameters<UploadsRepository['insert']>[0], source: string) {
    return deps.transact(async (tx) => {
      await tx.videoJobs.lockQueue();
      refuseWhenFull(await tx.videoJobs.queued(row.ownerId));
      await tx.uploads.insert(row);
      await tx.videoJobs.add(row.id, source);
    });
  }

  /** Stores the files, then the row and its job; nothing stays behind when one fails. */
  async function store(
    id: string,
    files: { name: string; bytes: PutBody; contentType: string }[],
    write: () => Promise<void>,
  ): Promise<void> {
    try {
      const written = await Promise.allSettled(
        files.map((f) => storage.put(`${id}/${f.name}`, f.bytes, f.contentType)),
      );
      const failed = written.find((w) => w.status === 'rejected');
      if (failed) throw failed.reason;
      await write();
    } catch (error) {
      await storage.delete(files.map((f) => `${id}/${f.name}`)).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Runs the queue until it is empty, one ffmpeg at a time: new videos prepared, then
   * files stored before uploads lost their metadata cleaned (video-cleaning.ts).
   */
  function kick(): void {
    if (closed || !tools) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        for (;;) {
          if (closed) return;
          const job = await jobs.take(clock.now(), timeoutMs + 60_000);
          if (!job) break;
          const run = job.task === 'clean' ? clean : prepare;
          await run(job.uploadId, job.source, job.attempts);
        }
      } while (again && !closed);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'video queue stopped'))
      .finally(() => {
        running = null;
      });
  }

  return {
    available: tools !== null,

    /**
     * A video file received: checked (it decodes, at most 3 minutes), kept without its
     * metadata, queued. Answers the row to hand out (`processing`).
     */
    async uploadVideo(ownerId: string, file: ReceivedFile, sent: VideoContainer) {
      if (!tools) throw videosUnavailable();
      if (file.size > VIDEO_LIMITS.maxBytes) throw videoTooLarge();
      const probe = await probeOrRefuse(ownerId, file.path, VIDEO_LIMITS.maxDurationSeconds, () =>
        refused(422, ERROR_CODES.videoTooLong, VALIDATION.videoTooLong),
      );
      await checkQueue(ownerId);
      return withoutMetadata(ownerId, file, sent, probe, async (kept) => {
        const id = randomBytes(16).toString('base64url');
        const originalFile = `original.${kept.container}`;
        const row = {
          id,
          ownerId,
          originalType: VIDEO_CONTENT_TYPES[kept.container],
          originalName: file.name || 'video',
          size: kept.size,
          width: probe.width,
          height: probe.height,
          widths: [],
          placeholder: '',
          originalFile,
          kind: 'video',
          mediaStatus: 'processing',
          mediaProgress: 0,
          durationMs: probe.durationMs,
          createdAt: clock.now(),
        };
        await store(
          id,
          [
            {
              name: originalFile,
              bytes: { file: kept.path },
              contentType: VIDEO_CONTENT_TYPES[kept.container],
            },
          ],
          () => enqueue(row, originalFile),
        );
        kick();
        return row;
      });
    },

    /**
     * A Live Photo: the still through the image pipeline (shown at once), its clip kept
     * without its metadata and its motion prepared like a video. One upload, one id.
     */
    async uploadLive(
      ownerId: string,
      still: { name: string; bytes: Buffer; type: ImageType },
      clip: ReceivedFile,
      sent: VideoContainer,
    ) {
      if (!tools) throw videosUnavailable();
      // Its own limit said as such: "at most 3 minutes" would be wrong for a 12 s clip.
      const probe = await probeOrRefuse(ownerId, clip.path, VIDEO_LIMITS.liveClipMaxSeconds, () =>
        refused(
          422,
          ERROR_CODES.videoTooLong,
          LIVE_CLIP_TOO_LONG,
          'clip',
          VIDEO_MESSAGES.liveClipTooLong,
        ),
      );
      await checkQueue(ownerId);
      let processed;
      try {
        processed = await processImageInTurn(ownerId, still.bytes, still.type);
      } catch (error) {
        if (error instanceof UnreadableImageError) {
          throw new HttpError(415, ERROR_CODES.fileNotImage, UPLOAD_MESSAGES.notImage);
        }
        if (error instanceof ImageTooLargeError) {
          throw new HttpError(413, ERROR_CODES.imageTooLarge, UPLOAD_MESSAGES.tooManyPixels);
        }
        if (error instanceof ImagesBusyError) {
          throw new HttpError(503, ERROR_CODES.imagesBusy, UPLOAD_MESSAGES.busy, {
            'retry-after': String(IMAGES_BUSY_RETRY_SECONDS),
          });
        }
        throw error;
      }
      return withoutMetadata(ownerId, clip, sent, probe, async (kept) => {
        const id = randomBytes(16).toString('base64url');
        const clipFile = `clip.${kept.container}`;
        const row = {
          id,
          ownerId,
          originalType: still.type,
          originalName: still.name || 'live',
          size: still.bytes.length + kept.size,
          width: processed.width,
          height: processed.height,
          widths: processed.renditions.map((r) => r.width),
          placeholder: processed.placeholder,
          originalFile: processed.original.name,
          kind: 'live',
          mediaStatus: 'processing',
          mediaProgress: 0,
          durationMs: probe.durationMs,
          clipFile,
          createdAt: clock.now(),
        };
        const files = [
          ...processed.renditions,
          processed.original,
          {
            name: clipFile,
            bytes: { file: kept.path },
            contentType: VIDEO_CONTENT_TYPES[kept.container],
          },
        ];
        await store(id, files, () => enqueue(row, clipFile));
        kick();
        return row;
      });
    },

    /**
     * An archive's video or Live Photo (imports of our exports): the same checks and queue
     * as an upload, from bytes read out of the ZIP. Answers the new upload's id.
     */
    async importMedia(
      ownerId: string,
      media: { name: string; bytes: Buffer; clip?: { name: string; bytes: Buffer } },
    ): Promise<string> {
      await mkdir(workDir, { recursive: true });
      const file = path.join(workDir, `import-${randomBytes(9).toString('base64url')}`);
      const target = media.clip ?? media;
      try {
        const container = videoContainerOf(target.bytes.subarray(0, 64));
        if (!container) throw refused(422, ERROR_CODES.videoUnreadable, VALIDATION.videoUnreadable);
        await writeFile(file, target.bytes);
        const received = { name: target.name, path: file, size: target.bytes.length };
        if (!media.clip) return (await this.uploadVideo(ownerId, received, container)).id;
        const detected = await detectImageType(media.bytes);
        if (detected.kind !== 'allowed') {
          throw new HttpError(415, ERROR_CODES.fileNotImage, UPLOAD_MESSAGES.notImage);
        }
        const still = { name: media.name, bytes: media.bytes, type: detected.type };
        return (await this.uploadLive(ownerId, still, received, container)).id;
      } finally {
        await rm(file, { force: true });
      }
    },

    /** At start: what a stopped server was preparing goes back to the queue, and the queue runs. */
    async resume(): Promise<void> {
      const released = await jobs.releaseAll();
      if (released) log.info({ videos: released }, 'videos back in the queue after a restart');
      kick();
    },

    kick,

    /** Waits for the queue to be empty (tests; shutdown waits for the job in hand). */
    async idle(): Promise<void> {
      while (running) await running;
    },

    /**
     * Stops taking jobs, and kills the encoder at work: its row keeps its lease, and the next
     * start puts it back in the queue. What is left of the job (storing, its row) is waited
     * for a few seconds at most.
     */
    async close(): Promise<void> {
      closed = true;
      stopping.abort();
      if (running) await Promise.race([running, sleep(5000)]);
    },
  };
}
