import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lockCountOf } from '../../db/transactions.js';
import { uploads } from './uploads-schema.js';
import { videoJobs } from './video-jobs-schema.js';
import type { VideoJobRow } from './video-jobs-schema.js';

export type VideoJobsRepository = ReturnType<typeof createVideoJobsRepository>;

/** The queue of videos to prepare (video_jobs) and the writes of their uploads' progress. */
export function createVideoJobsRepository(db: Db) {
  return {
    /**
     * The right, to the end of the transaction, to count the queue and add to it: one key
     * for the whole queue, since its bound counts everyone's videos (rare writes, each a
     * short insert).
     */
    lockQueue: () => lockCountOf(db, 'videos', 'queue'),

    async add(uploadId: string, source: string): Promise<void> {
      await db.insert(videoJobs).values({ uploadId, source });
    },

    /** videos waiting or being prepared, all and one owner's (the queue's bounds) */
    async queued(ownerId: string): Promise<{ all: number; mine: number }> {
      const [row] = await db
        .select({
          all: count(),
          mine: sql<number>`count(*) filter (where ${uploads.ownerId} = ${ownerId})::int`,
        })
        .from(videoJobs)
        .innerJoin(uploads, eq(uploads.id, videoJobs.uploadId))
        .where(eq(videoJobs.task, 'prepare'));
      return { all: Number(row?.all ?? 0), mine: Number(row?.mine ?? 0) };
    },

    /**
     * Takes the oldest job nobody holds (or whose holder's lease ran out: its server
     * stopped), for `leaseMs`; one server at a time gets it (SKIP LOCKED). A new video
     * (`prepare`, someone waits for it) goes before any `clean`.
     */
    async take(now: Date, leaseMs: number): Promise<VideoJobRow | undefined> {
      const next = db
        .select({ id: videoJobs.uploadId })
        .from(videoJobs)
        .where(or(isNull(videoJobs.leaseUntil), lt(videoJobs.leaseUntil, now)))
        .orderBy(sql`${videoJobs.task} = 'clean'`, asc(videoJobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [job] = await db
        .update(videoJobs)
        .set({
          leaseUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${videoJobs.attempts} + 1`,
        })
        .where(inArray(videoJobs.uploadId, next))
        .returning();
      return job;
    },

    /** At start: the jobs this server was running when it stopped wait in the queue again. */
    async releaseAll(): Promise<number> {
      const rows = await db
        .update(videoJobs)
        .set({ leaseUntil: null })
        .where(sql`${videoJobs.leaseUntil} is not null`)
        .returning({ id: videoJobs.uploadId });
      return rows.length;
    },

    /** back in the queue (a failure worth another try), its attempts counted */
    async release(uploadId: string): Promise<void> {
      await db.update(videoJobs).set({ leaseUntil: null }).where(eq(videoJobs.uploadId, uploadId));
    },

    /** back in the queue, taken again no sooner than `at` (held by a lease until then) */
    async retryAt(uploadId: string, at: Date): Promise<void> {
      await db.update(videoJobs).set({ leaseUntil: at }).where(eq(videoJobs.uploadId, uploadId));
    },

    async done(uploadId: string): Promise<void> {
      await db.delete(videoJobs).where(eq(videoJobs.uploadId, uploadId));
    },

    async progress(uploadId: string, fraction: number): Promise<void> {
      await db
        .update(uploads)
        .set({ mediaProgress: fraction })
        .where(and(eq(uploads.id, uploadId), eq(uploads.mediaStatus, 'processing')));
    },

    /** the prepared video's files and size; false when its upload is gone meanwhile */
    async ready(
      uploadId: string,
      fields: {
        videoFile: string;
        widths?: number[];
        placeholder?: string;
        width?: number;
        height?: number;
        durationMs: number;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ ...fields, mediaStatus: 'ready', mediaProgress: 1, mediaFailure: null })
        .where(eq(uploads.id, uploadId))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    /**
     * A stored file replaced by its clean copy, under `file` (its container may have
     * changed): the row names it, with its type (a video's original) and the upload's new
     * size. False when the upload is gone meanwhile.
     */
    async cleaned(
      uploadId: string,
      change: { kind: 'video' | 'live'; file: string; contentType: string; sizeChange: number },
    ): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({
          ...(change.kind === 'live'
            ? { clipFile: change.file }
            : { originalFile: change.file, originalType: change.contentType }),
          size: sql`greatest(${uploads.size} + ${change.sizeChange}, 0)`,
        })
        .where(eq(uploads.id, uploadId))
        .returning({ id: uploads.id });
      return rows.length > 0;
    },

    async failed(uploadId: string, failure: string): Promise<void> {
      await db
        .update(uploads)
        .set({ mediaStatus: 'failed', mediaFailure: failure })
        .where(eq(uploads.id, uploadId));
    },
  };
}
