import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadResult, UploadStatus } from '@doita/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads, videoJobs } from '../src/db/schema.js';
import { systemClock } from '../src/lib/clock.js';
import { createDiskStorage } from '../src/lib/storage.js';
import type { FileStorage } from '../src/lib/storage.js';
import { resolveVideoTools } from '../src/lib/video.js';
import type { UploadsRepository } from '../src/modules/uploads/uploads-repository.js';
import { createVideoCleaning } from '../src/modules/uploads/video-cleaning.js';
import type { VideoJobsRepository } from '../src/modules/uploads/video-jobs-repository.js';
import { connectedPair } from './helpers/couple.js';
import { fetchFile, uploadsDir } from './helpers/upload-files.js';
import { decodes, makeVideo, probe, statusOf } from './helpers/videos.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';
import {
  LATITUDE,
  h264,
  iphoneMov,
  phoneTags,
  picture,
  expectNoPlace,
  rotationOf,
  seconds,
  uploadBytes,
  uploadLive,
  videoRowsWithoutFiles,
} from './helpers/video-originals.js';

/**
 * Videos and Live Photo clips stored before uploads were kept without their metadata: the
 * migration queues each for a `clean` job, which copies it again without what the phone
 * wrote, behind every new video and outside the queue's bounds.
 */
describeEachEngine('video cleaning, of files stored with their metadata', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  const couple = async () => (pair ??= await connectedPair(t()));

  const rowOf = async (ctx: TestApp, id: string) =>
    (await ctx.database.db.select().from(uploads).where(eq(uploads.id, id)))[0]!;

  /** what an upload looked like before: its file as the phone sent it, under its name */
  async function storedAsBefore(ctx: TestApp, id: string, file: string, bytes: Buffer) {
    const dir = path.join(uploadsDir(ctx), id);
    let replaced = 0;
    for (const name of await readdir(dir))
      if (name.startsWith(path.parse(file).name)) {
        replaced += (await readFile(path.join(dir, name))).length;
        await rm(path.join(dir, name));
      }
    await writeFile(path.join(dir, file), bytes);
    const row = await rowOf(ctx, id);
    const field = row.kind === 'live' ? { clipFile: file } : { originalFile: file };
    await ctx.database.db
      .update(uploads)
      .set({ ...field, size: row.size - replaced + bytes.length })
      .where(eq(uploads.id, id));
  }

  const queueClean = (ctx: TestApp, uploadId: string, source: string) =>
    ctx.database.db.insert(videoJobs).values({ uploadId, source, task: 'clean' });

  async function cleanAll(ctx: TestApp) {
    ctx.app.videos.kick();
    await ctx.app.videos.idle();
  }

  it('copies an old original again without its place, upright, and names the new file', async () => {
    const ctx = t();
    const { a } = await couple();
    const sent = await iphoneMov();
    const res = await uploadBytes(ctx, a, 'IMG_0200.MOV', 'video/quicktime', sent);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<UploadResult>();
    await ctx.app.videos.idle();
    // stored the old way, and under a name its bytes do not match (an MP4 the muxer wrote
    // as a MOV): the clean copy takes the name of what it is
    await storedAsBefore(ctx, id, 'original.mp4', sent);
    await queueClean(ctx, id, 'original.mp4');
    await cleanAll(ctx);

    const files = await readdir(path.join(uploadsDir(ctx), id));
    expect(files).toContain('original.mov');
    expect(files).not.toContain('original.mp4');
    for (const name of files)
      expect((await readFile(path.join(uploadsDir(ctx), id, name))).includes(LATITUDE)).toBe(false);
    const row = await rowOf(ctx, id);
    expect(row).toMatchObject({ originalFile: 'original.mov', originalType: 'video/quicktime' });
    const status = (await statusOf(ctx, a, id)).json<UploadStatus>();
    expect(status.status).toBe('ready');
    const original = await fetchFile(ctx, status.image.video!.originalUrl!);
    expect(original.statusCode).toBe(200);
    const info = await probe(original.rawPayload);
    expectNoPlace(original.rawPayload, info);
    expect(Math.abs(rotationOf(info))).toBe(90);
    expect(seconds(info)).toBeCloseTo(2, 1);
    expect(await decodes(original.rawPayload)).toBe(true);
    expect(row.size).toBe(original.rawPayload.length);
    expect(await ctx.database.db.select().from(videoJobs)).toEqual([]);
  });

  it('cleans a Live Photo’s clip and keeps its still', async () => {
    const ctx = t();
    const { a } = await couple();
    const clip = await makeVideo('mov', [
      ...picture('320x240', 2, 15),
      ...h264,
      ...phoneTags,
      '-movflags',
      'use_metadata_tags',
      '-f',
      'mov',
    ]);
    const res = await uploadLive(ctx, a, clip);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<UploadResult>();
    await ctx.app.videos.idle();
    const before = await rowOf(ctx, id);
    await storedAsBefore(ctx, id, 'clip.mov', clip);
    await queueClean(ctx, id, 'clip.mov');
    await cleanAll(ctx);

    const row = await rowOf(ctx, id);
    expect(row).toMatchObject({ clipFile: 'clip.mov', originalFile: before.originalFile });
    const stored = await readFile(path.join(uploadsDir(ctx), id, 'clip.mov'));
    expect(stored.includes(LATITUDE)).toBe(false);
    expectNoPlace(stored, await probe(stored));
    // the still's size is counted as before, the clip's as it is now
    expect(row.size - before.size).toBe(0);
    const still = await readFile(path.join(uploadsDir(ctx), id, before.originalFile!));
    expect(still.length).toBeGreaterThan(0);
  });

  it('lets new videos go first and past a long line of cleaning, and leaves an unreadable file as it is', async () => {
    const ctx = t();
    const { a } = await couple();
    // more waiting to be cleaned than the queue's bound for new videos (50): the rows of
    // old uploads whose files are gone, and one whose file is not a video at all
    const ids = await videoRowsWithoutFiles(ctx, a.user.id, 55, 'ready');
    const garbage = Buffer.concat([Buffer.from('0000001866747970', 'hex'), randomBytes(4000)]);
    await mkdir(path.join(uploadsDir(ctx), ids[0]!), { recursive: true });
    await writeFile(path.join(uploadsDir(ctx), ids[0]!, 'original.mp4'), garbage);
    for (const id of ids) await queueClean(ctx, id, 'original.mp4');

    // a new video is taken (not 503 VIDEOS_BUSY) and prepared before any of them
    const res = await uploadBytes(ctx, a, 'new.mov', 'video/quicktime', await iphoneMov());
    expect(res.statusCode, res.body).toBe(201);
    const { id: fresh } = res.json<UploadResult>();
    const [first] = await ctx.database.db
      .select({ id: videoJobs.uploadId })
      .from(videoJobs)
      .orderBy(sql`${videoJobs.task} = 'clean'`, videoJobs.createdAt)
      .limit(1);
    expect(first?.id).toBe(fresh);
    await cleanAll(ctx);
    expect((await statusOf(ctx, a, fresh)).json<UploadStatus>().status).toBe('ready');
    expect(await ctx.database.db.select().from(videoJobs)).toEqual([]);
    // the file ffmpeg cannot read is left as it was
    expect(await readFile(path.join(uploadsDir(ctx), ids[0]!, 'original.mp4'))).toEqual(garbage);
  });

  it('the migration queues every stored video and clip, and nothing else', async () => {
    const ctx = t();
    const { a } = await couple();
    const video = (
      await uploadBytes(ctx, a, 'v.mov', 'video/quicktime', await iphoneMov())
    ).json<UploadResult>().id;
    await ctx.app.videos.idle();
    const migration = await readFile(
      path.join(import.meta.dirname, '../drizzle/0036_videos_cleaned.sql'),
      'utf8',
    );
    const insert = migration.split('--> statement-breakpoint')[1]!;
    await ctx.database.db.execute(sql.raw(insert));
    const jobs = await ctx.database.db.select().from(videoJobs);
    const videoRows = await ctx.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(sql`${uploads.kind} in ('video', 'live')`);
    expect(jobs.map((j) => j.uploadId).sort()).toEqual(videoRows.map((r) => r.id).sort());
    expect(jobs.every((j) => j.task === 'clean')).toBe(true);
    expect(jobs.find((j) => j.uploadId === video)?.source).toBe('original.mov');
    // run again (a second server starting): nothing twice
    await ctx.database.db.execute(sql.raw(insert));
    expect(await ctx.database.db.select().from(videoJobs)).toHaveLength(jobs.length);
    await cleanAll(ctx);
    expect(await ctx.database.db.select().from(videoJobs)).toEqual([]);
  });
});

/**
 * The cleaning alone, on a real disk store whose deletes can be made to fail (as S3's do
 * when it answers 5xx): the clean copy the row names is never the one removed.
 */
describe('video cleaning when the store fails', () => {
  it('keeps the clean copy the row names when the old one cannot be deleted', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'doita-clean-'));
    try {
      const disk = createDiskStorage(path.join(root, 'files'));
      const storage: FileStorage = {
        ...disk,
        kind: disk.kind,
        put: (key, body, type) => disk.put(key, body, type),
        get: (key, range) => disk.get(key, range),
        list: () => disk.list(),
        delete: async (keys) => {
          if (keys.some((key) => key.endsWith('/original.mp4'))) throw new Error('store is down');
          return disk.delete(keys);
        },
      };
      const sent = await iphoneMov();
      await storage.put('u1/original.mp4', sent, 'video/mp4');
      const row = { id: 'u1', kind: 'video', originalFile: 'original.mp4', size: sent.length };
      const calls: string[] = [];
      const jobs = {
        cleaned: (_id: string, change: { file: string; sizeChange: number }) => {
          row.originalFile = change.file;
          row.size += change.sizeChange;
          return Promise.resolve(true);
        },
        done: () => Promise.resolve(void calls.push('done')),
        retryAt: () => Promise.resolve(void calls.push('retry')),
      } as unknown as VideoJobsRepository;
      const tools = resolveVideoTools({ ffmpegPath: undefined, ffprobePath: undefined }).tools;
      const clean = createVideoCleaning({
        uploads: { findById: () => Promise.resolve(row) } as unknown as UploadsRepository,
        jobs,
        storage,
        log: { warn: () => undefined, error: () => undefined },
        clock: systemClock,
        tools,
        workDir: path.join(root, 'work'),
        isClosed: () => false,
      });
      await clean('u1', 'original.mp4', 1);

      expect(row.originalFile).toBe('original.mov');
      expect(calls).toEqual(['done']);
      const kept = await storage.get('u1/original.mov');
      expect(kept).not.toBeNull();
      const bytes = await readFile(path.join(root, 'files', 'u1', 'original.mov'));
      expect(bytes.includes(LATITUDE)).toBe(false);
      expect(row.size).toBe(bytes.length);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
