import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { VideoFailure } from '@doita/shared';
import { processImage } from '../../lib/images.js';
import {
  UnreadableVideoError,
  VideoToolError,
  posterFrame,
  probeVideo,
  renditionSize,
  transcodeVideo,
} from '../../lib/video.js';
import { VIDEO_RENDITION } from './upload-files.js';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage, PutBody } from '../../lib/storage.js';
import type { VideoTools } from '../../lib/video.js';
import type { UploadsRepository } from './uploads-repository.js';
import type { VideoJobsRepository } from './video-jobs-repository.js';

/** after this many starts a job that keeps failing (or stopping its server) is marked failed */
const MAX_ATTEMPTS = 3;
/** progress is written at most this often */
const PROGRESS_EVERY_MS = 1000;

/**
 * One queued video's preparation (video-service.ts runs them one at a time): its stored file
 * copied aside, probed, encoded to the rendition every browser plays with its progress
 * written as it goes, its poster (a video's; a Live Photo's still is its own) through the
 * image pipeline, the files stored and the row marked ready; or failed, with why.
 */
export function createVideoPreparation(deps: {
  uploads: Pick<UploadsRepository, 'findById'>;
  jobs: VideoJobsRepository;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  tools: VideoTools | null;
  workDir: string;
  timeoutMs: number;
  /** the queue stopped (the server closes): a failure then is left for the next start */
  isClosed: () => boolean;
  /** aborted when the queue stops: the tool at work is killed */
  stopping: AbortSignal;
}) {
  const { uploads, jobs, storage, log, tools, workDir, timeoutMs, isClosed, stopping } = deps;
  return async function prepare(uploadId: string, source: string, attempts: number): Promise<void> {
    if (!tools) return;
    const row = await uploads.findById(uploadId);
    if (!row) return jobs.done(uploadId);
    const dir = path.join(workDir, `${uploadId}-${randomBytes(4).toString('hex')}`);
    const written: string[] = [];
    try {
      await mkdir(dir, { recursive: true });
      const input = path.join(dir, source);
      const stored = await storage.get(`${uploadId}/${source}`);
      if (!stored) throw new UnreadableVideoError('its file is gone');
      await pipeline(stored.body, createWriteStream(input));
      const probe = await probeVideo(tools, input);
      const output = path.join(dir, VIDEO_RENDITION);
      let lastWrite = 0;
      await transcodeVideo(tools, input, output, probe, {
        timeoutMs,
        signal: stopping,
        onProgress: (fraction) => {
          const now = Date.now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          // 90% is the encode; the poster and storing are the rest
          void jobs.progress(uploadId, Math.min(0.9, fraction * 0.9)).catch(() => undefined);
        },
      });
      const size = renditionSize(probe.width, probe.height);
      let poster: Awaited<ReturnType<typeof processImage>> | null = null;
      if (row.kind === 'video') {
        const frame = path.join(dir, 'poster.jpg');
        await posterFrame(tools, input, frame, probe, 60_000, stopping);
        poster = await processImage(await readFile(frame), 'image/jpeg');
      }
      const files = [
        { name: VIDEO_RENDITION, bytes: { file: output } as PutBody, contentType: 'video/mp4' },
        ...(poster?.renditions ?? []),
      ];
      for (const f of files) {
        await storage.put(`${uploadId}/${f.name}`, f.bytes, f.contentType);
        written.push(`${uploadId}/${f.name}`);
      }
      const kept = await jobs.ready(uploadId, {
        videoFile: VIDEO_RENDITION,
        durationMs: probe.durationMs,
        ...(poster
          ? {
              widths: poster.renditions.map((r) => r.width),
              placeholder: poster.placeholder,
              width: size.width,
              height: size.height,
            }
          : {}),
      });
      // deleted while it was prepared: what was written has no row to name it
      if (!kept) await storage.delete(written);
      await jobs.done(uploadId);
    } catch (error) {
      if (written.length) await storage.delete(written).catch(() => undefined);
      const failure = failureOf(error);
      if (failure === 'error' && attempts < MAX_ATTEMPTS && !isClosed()) {
        log.warn({ err: error, uploadId }, 'video preparation failed, will try again');
        // back in the queue for the next turn
        await jobs.progress(uploadId, 0).catch(() => undefined);
        await jobs.release(uploadId).catch(() => undefined);
        return;
      }
      if (isClosed() && failure === 'error') return;
      log.warn({ err: error, uploadId, failure }, 'video preparation failed');
      await jobs.failed(uploadId, failure);
      await jobs.done(uploadId);
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}

function failureOf(error: unknown): VideoFailure {
  if (error instanceof UnreadableVideoError) return 'unreadable';
  if (error instanceof VideoToolError && error.timedOut) return 'timeout';
  return 'error';
}
