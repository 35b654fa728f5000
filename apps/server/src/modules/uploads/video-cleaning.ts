import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { VIDEO_CONTENT_TYPES, videoContainerOf } from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/storage.js';
import { UnreadableVideoError, VideoToolError, probeVideo, remuxVideo } from '../../lib/video.js';
import type { VideoTools } from '../../lib/video.js';
import type { UploadsRepository } from './uploads-repository.js';
import type { VideoJobsRepository } from './video-jobs-repository.js';

/** tries before a file that cannot be copied is left as it is (and said in the log) */
const MAX_ATTEMPTS = 3;
/** how long a failed cleaning waits before its next try, times the tries so far */
const RETRY_DELAY_MS = 5 * 60_000;
/** a stream copy reads and writes the file once: seconds for 200 MB */
const REMUX_TIMEOUT_MS = 120_000;

async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A `clean` job (video-service.ts runs them after every new video): a video's original or a
 * Live Photo's clip stored before uploads were kept without their metadata, copied again
 * as an upload is now (`remuxVideo`: the same streams, no location, no device, no dates).
 * The copy is stored before the row names it; a name the container changed (an MP4 the MP4
 * muxer cannot hold becomes a MOV) leaves the old file deleted after. A file ffmpeg cannot
 * read stays as it was (it was never playable here either), said in the log.
 */
export function createVideoCleaning(deps: {
  uploads: Pick<UploadsRepository, 'findById'>;
  jobs: VideoJobsRepository;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  clock: Clock;
  tools: VideoTools | null;
  workDir: string;
  /** the queue stopped (the server closes): a failure then is left for the next start */
  isClosed: () => boolean;
}) {
  const { uploads, jobs, storage, log, clock, tools, workDir, isClosed } = deps;
  return async function clean(uploadId: string, source: string, attempts: number): Promise<void> {
    if (!tools) return;
    const row = await uploads.findById(uploadId);
    const kind = row?.kind;
    if (!row || (kind !== 'video' && kind !== 'live')) return jobs.done(uploadId);
    const dir = path.join(workDir, `${uploadId}-clean-${randomBytes(4).toString('hex')}`);
    let written: string | null = null;
    try {
      await mkdir(dir, { recursive: true });
      const input = path.join(dir, 'stored');
      const stored = await storage.get(`${uploadId}/${source}`);
      if (!stored) return await jobs.done(uploadId);
      await pipeline(stored.body, createWriteStream(input));
      // measured on what arrived: a store may not say a file's length
      const before = (await stat(input)).size;
      const container = videoContainerOf(await headOf(input));
      if (!container) throw new UnreadableVideoError('not a video container');
      const probe = await probeVideo(tools, input);
      const output = path.join(dir, 'clean');
      const kept = await remuxVideo(tools, input, output, container, probe, REMUX_TIMEOUT_MS);
      const file = `${path.parse(source).name}.${kept}`;
      const size = (await stat(output)).size;
      await storage.put(`${uploadId}/${file}`, { file: output }, VIDEO_CONTENT_TYPES[kept]);
      if (file !== source) written = `${uploadId}/${file}`;
      const named = await jobs.cleaned(uploadId, {
        kind,
        file,
        contentType: VIDEO_CONTENT_TYPES[kept],
        sizeChange: size - before,
      });
      // from here the row names the clean copy: whatever fails next must not delete it
      written = null;
      if (!named) {
        // deleted meanwhile: its files went with it, but not one written after
        await storage.delete([`${uploadId}/${file}`]).catch(() => undefined);
      } else if (file !== source) {
        // the old copy is named by nothing now; one left behind is the sweep's to remove
        await storage
          .delete([`${uploadId}/${source}`])
          .catch((error: unknown) =>
            log.warn({ err: error, uploadId }, 'the copy a cleaning replaced was not deleted'),
          );
      }
      await jobs.done(uploadId);
    } catch (error) {
      if (written) await storage.delete([written]).catch(() => undefined);
      const retry = !(error instanceof UnreadableVideoError) && attempts < MAX_ATTEMPTS;
      if (isClosed() && retry) return;
      if (retry) {
        log.warn({ err: error, uploadId }, 'video cleaning failed, will try again');
        // not at once: a store that is down now is likely down a moment later too
        const at = new Date(clock.now().getTime() + RETRY_DELAY_MS * attempts);
        await jobs.retryAt(uploadId, at).catch(() => undefined);
        return;
      }
      const timedOut = error instanceof VideoToolError && error.timedOut;
      log.error({ err: error, uploadId, timedOut }, 'a stored video could not be cleaned');
      await jobs.done(uploadId);
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    }
  };
}
