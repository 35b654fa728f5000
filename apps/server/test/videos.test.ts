import type { Memory, UploadResult, UploadStatus, UploadsConfig } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads, videoJobs } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { postUpload } from './helpers/images.js';
import { filesBody, fixture, probe, statusOf, uploadVideo } from './helpers/videos.js';
import { createMemory } from './helpers/memories.js';
import { asExportOf, downloadExportZip, exportOf, importOf, unzip } from './helpers/portability.js';
import { fetchFile } from './helpers/upload-files.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

describeEachEngine('videos in memories', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  const couple = async () => (pair ??= await connectedPair(t()));
  /** the iPhone clip, uploaded and prepared once for the file */
  let prepared: { id: string; status: UploadStatus } | undefined;
  const iphoneClip = async (ctx: TestApp) => {
    if (prepared) return prepared;
    const { a } = await couple();
    const res = await uploadVideo(ctx, a, 'iphone-hevc.mov');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<UploadResult>();
    await ctx.app.videos.idle();
    const status = (await statusOf(ctx, a, body.id)).json<UploadStatus>();
    prepared = { id: body.id, status };
    return prepared;
  };

  it('answers a video at once as processing, then prepares it: H.264/AAC, upright, no location', async () => {
    const ctx = t();
    const { a } = await couple();
    const res = await uploadVideo(ctx, a, 'iphone-hevc.mov');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.status).toBe('processing');
    expect(body.image.kind).toBe('video');
    expect(body.image.video?.status).toBe('processing');
    const early = (await statusOf(ctx, a, body.id)).json<UploadStatus>();
    expect(['processing', 'ready']).toContain(early.status);
    expect(early.progress).toBeGreaterThanOrEqual(0);
    expect(early.progress).toBeLessThanOrEqual(1);
    await ctx.app.videos.idle();
    prepared = { id: body.id, status: (await statusOf(ctx, a, body.id)).json<UploadStatus>() };
    const ready = prepared.status;
    expect(ready).toMatchObject({ kind: 'video', status: 'ready', progress: 1, failure: null });
    // rotation 90 applied: 320x240 recorded sideways is 240x320 upright
    expect([ready.width, ready.height]).toEqual([240, 320]);
    expect(ready.durationMs).toBeGreaterThan(1500);
    expect(ready.durationMs).toBeLessThan(2500);
    expect(ready.posterUrl).toBeTruthy();
    const poster = await fetchFile(ctx, ready.posterUrl!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/webp');

    const video = await fetchFile(ctx, ready.image.video!.url!);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['accept-ranges']).toBe('bytes');
    const info = await probe(video.rawPayload);
    const v = info.streams.find((s) => s.codec_type === 'video')!;
    const audio = info.streams.find((s) => s.codec_type === 'audio')!;
    expect(v.codec_name).toBe('h264');
    expect(audio.codec_name).toBe('aac');
    expect(Math.max(v.width!, v.height!)).toBeLessThanOrEqual(1280);
    expect([v.width, v.height]).toEqual([240, 320]);
    expect(v.side_data_list?.find((d) => d.rotation)?.rotation ?? 0).toBe(0);
    const tags = JSON.stringify([info.format.tags, ...info.streams.map((s) => s.tags)]);
    expect(tags).not.toMatch(/location|ISO6709|10\.7769/i);
    expect(video.rawPayload.includes('10.7769')).toBe(false);
    // The original, for its couple's download and the export: the streams as sent (HEVC
    // tagged hvc1, sideways with its rotation), without the location (video-originals.test.ts).
    const original = await fetchFile(ctx, ready.image.video!.originalUrl!);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('video/quicktime');
    const kept = await probe(original.rawPayload);
    expect(kept.streams.map((s) => [s.codec_name, s.codec_tag_string])).toEqual([
      ['hevc', 'hvc1'],
      ['aac', 'mp4a'],
    ]);
    expect(Math.abs(kept.streams[0]!.side_data_list?.find((d) => d.rotation)?.rotation ?? 0)).toBe(
      90,
    );
    expect(JSON.stringify([kept.format.tags, ...kept.streams.map((s) => s.tags)])).not.toMatch(
      /location|ISO6709/i,
    );
    expect(original.rawPayload.includes('10.7769')).toBe(false);
  });

  it('serves byte ranges: 206 with the right bytes, If-Range, suffix and past the end', async () => {
    const ctx = t();
    const { status } = await iphoneClip(ctx);
    const url = status.image.video!.url!;
    const whole = (await fetchFile(ctx, url)).rawPayload;
    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-299' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${whole.length}`);
    expect(part.headers['content-length']).toBe('200');
    expect(part.rawPayload.equals(whole.subarray(100, 300))).toBe(true);
    const tail = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=-50' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 50))).toBe(true);
    const open = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${whole.length - 10}-` },
    });
    expect(open.rawPayload.equals(whole.subarray(whole.length - 10))).toBe(true);
    const etag = part.headers.etag as string;
    const same = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': etag },
    });
    expect(same.statusCode).toBe(206);
    const changed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { range: 'bytes=0-9', 'if-range': '"another"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(whole.length);
    const past = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
  });

  it('goes in a memory like a photo; the partner sees it, a stranger gets 404, the trash ends its URLs', async () => {
    const ctx = t();
    const { a, b } = await couple();
    const { id } = await iphoneClip(ctx);
    const memory = await createMemory(ctx, a, { images: [id] });
    expect(memory.images[0]).toMatchObject({ id, kind: 'video' });
    expect(memory.images[0]!.video).toMatchObject({ status: 'ready' });
    const seen = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
    const theirs = seen.json<{ memory: Memory }>().memory.images[0]!;
    expect(theirs.video?.url).toBeTruthy();
    expect((await fetchFile(ctx, theirs.video!.url!)).statusCode).toBe(200);
    expect((await statusOf(ctx, b, id)).statusCode).toBe(200);

    const stranger = await ctx.registerUser();
    expect((await statusOf(ctx, stranger, id)).statusCode).toBe(404);
    expect((await statusOf(ctx, stranger, 'no-such-upload')).statusCode).toBe(404);

    expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
    ctx.clock.advance(60);
    expect((await fetchFile(ctx, theirs.video!.url!)).statusCode).toBe(404);
    expect((await fetchFile(ctx, theirs.video!.originalUrl!)).statusCode).toBe(404);
    const ranged = await ctx.app.inject({
      method: 'GET',
      url: theirs.video!.url!,
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.statusCode).toBe(404);
    expect((await statusOf(ctx, b, id)).statusCode).toBe(404);
    ctx.clock.reset();
  });

  it('takes H.264 MP4 and WebM too, each prepared as an MP4 every browser plays', async () => {
    const ctx = t();
    const { a } = await couple();
    const mp4 = await uploadVideo(ctx, a, 'h264.mp4', 'video/mp4');
    const webm = await uploadVideo(ctx, a, 'vp9.webm', 'video/webm');
    expect(mp4.statusCode, mp4.body).toBe(201);
    expect(webm.statusCode, webm.body).toBe(201);
    await ctx.app.videos.idle();
    for (const res of [mp4, webm]) {
      const status = (await statusOf(ctx, a, res.json<UploadResult>().id)).json<UploadStatus>();
      expect(status.status).toBe('ready');
      const info = await probe((await fetchFile(ctx, status.image.video!.url!)).rawPayload);
      expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    }
  });

  it('refuses what is not a video by its bytes, a clip over 3 minutes and one that does not decode', async () => {
    const ctx = t();
    const { a } = await couple();
    const fake = await uploadVideo(ctx, a, 'fake.mp4', 'video/mp4');
    expect(fake.statusCode).toBe(415);
    const long = await uploadVideo(ctx, a, 'four-minutes.mp4', 'video/mp4');
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      code: 'VIDEO_TOO_LONG',
      errors: [{ field: 'file', code: 'validation.videoTooLong' }],
    });
    // a real MP4 header on bytes that are not a movie
    const head = (await fixture('h264.mp4')).subarray(0, 32);
    const broken = Buffer.concat([head, Buffer.alloc(4000, 7)]);
    const res = await postUpload(
      ctx,
      a,
      filesBody([{ field: 'file', name: 'broken.mp4', type: 'video/mp4', bytes: broken }]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VIDEO_UNREADABLE' });
    const [{ count } = { count: 0 }] = await ctx.database.db
      .select({ count: uploads.id })
      .from(uploads)
      .where(eq(uploads.originalName, 'broken.mp4'));
    expect(count).toBe(0);
  });

  it('keeps a Live Photo as one upload: the still at once, its motion prepared', async () => {
    const ctx = t();
    const { a } = await couple();
    const body0 = filesBody([
      {
        field: 'still',
        name: 'IMG_0001.HEIC',
        type: 'image/heic',
        bytes: await fixture('IMG_0001.HEIC'),
      },
      {
        field: 'clip',
        name: 'IMG_0001.MOV',
        type: 'video/quicktime',
        bytes: await fixture('IMG_0001.MOV'),
      },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/live',
      headers: { ...authHeader(a.token), ...body0.headers },
      payload: body0.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.image.kind).toBe('live');
    expect(body.image.renditions.length).toBeGreaterThan(0);
    expect((await fetchFile(ctx, body.image.url)).statusCode).toBe(200);
    await ctx.app.videos.idle();
    const status = (await statusOf(ctx, a, body.id)).json<UploadStatus>();
    expect(status).toMatchObject({ kind: 'live', status: 'ready' });
    const motion = await probe((await fetchFile(ctx, status.image.video!.url!)).rawPayload);
    expect(motion.streams.find((s) => s.codec_type === 'video')?.codec_name).toBe('h264');
    // the clip's streams as sent, for the export and a download
    const clip = await fetchFile(ctx, status.image.video!.originalUrl!);
    expect(clip.headers['content-type']).toBe('video/quicktime');
    const kept = await probe(clip.rawPayload);
    expect(kept.streams.map((s) => s.codec_name)).toEqual(['hevc']);
    expect(Number(kept.format.duration)).toBeCloseTo(2, 1);
    const memory = await createMemory(ctx, a, { images: [body.id] });
    expect(memory.images[0]).toMatchObject({ kind: 'live' });
  });

  it('a video being prepared when its server stopped is prepared after the restart', async () => {
    const ctx = t();
    const { a } = await couple();
    const { id } = await iphoneClip(ctx);
    // As a server leaves it when it stops mid-job: processing, the job leased to it.
    await ctx.database.db
      .update(uploads)
      .set({ mediaStatus: 'processing', mediaProgress: 0.4, videoFile: null })
      .where(eq(uploads.id, id));
    await ctx.database.db.insert(videoJobs).values({
      uploadId: id,
      source: 'original.mov',
      attempts: 1,
      leaseUntil: new Date(ctx.clock.now().getTime() + 3600_000),
    });
    const waiting = (await statusOf(ctx, a, id)).json<UploadStatus>();
    expect(waiting).toMatchObject({ status: 'processing', progress: 0.4 });
    expect(waiting.image.video?.url).toBeNull();
    await ctx.app.videos.resume();
    await ctx.app.videos.idle();
    expect((await statusOf(ctx, a, id)).json<UploadStatus>().status).toBe('ready');
    expect(await ctx.database.db.select().from(videoJobs)).toEqual([]);
  });

  it('exports a video as kept and a Live Photo as its pair, and imports them back as such', async () => {
    const ctx = t();
    const owner = await ctx.registerUser();
    const video = (await uploadVideo(ctx, owner, 'h264.mp4', 'video/mp4')).json<UploadResult>();
    const body = filesBody([
      {
        field: 'still',
        name: 'IMG_0001.JPG',
        type: 'image/jpeg',
        bytes: await fixture('IMG_0001.JPG'),
      },
      {
        field: 'clip',
        name: 'IMG_0001.MOV',
        type: 'video/quicktime',
        bytes: await fixture('IMG_0001.MOV'),
      },
    ]);
    const live = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/live',
      headers: { ...authHeader(owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(live.statusCode, live.body).toBe(201);
    const liveId = live.json<UploadResult>().id;
    await ctx.app.videos.idle();
    await createMemory(ctx, owner, { images: [video.id, liveId], isPrivate: true });
    const job = await exportOf(ctx, owner);
    expect(job.status).toBe('ready');
    const zip = (await downloadExportZip(ctx, owner, job.id)).rawPayload;
    const files = await unzip(zip);
    const data = JSON.parse(files.get('data.json')!.toString()) as {
      memories: { photos: { path: string; kind?: string; clip?: { path: string } }[] }[];
    };
    const [videoPhoto, livePhoto] = data.memories[0]!.photos;
    // the files as kept: what the couple downloads (their metadata never stored)
    const keptFile = async (id: string) => {
      const status = (await statusOf(ctx, owner, id)).json<UploadStatus>();
      return (await fetchFile(ctx, status.image.video!.originalUrl!)).rawPayload;
    };
    expect(videoPhoto).toMatchObject({ kind: 'video', type: 'video/mp4' });
    expect(files.get(videoPhoto!.path)!.equals(await keptFile(video.id))).toBe(true);
    expect(livePhoto).toMatchObject({ kind: 'live' });
    expect(files.get(livePhoto!.clip!.path)!.equals(await keptFile(liveId))).toBe(true);

    // the same person's archive brought to another server (where their id is another)
    const other = await ctx.registerUser();
    const imported = await importOf(ctx, other, await asExportOf(zip, other));
    expect(imported.status, JSON.stringify(imported)).toBe('ready');
    await ctx.app.videos.idle();
    const list = await as(ctx, other, 'GET', '/api/memories?limit=10');
    const [memory] = list.json<{ memories: Memory[] }>().memories;
    expect(memory?.images.map((i) => [i.kind, i.video?.status])).toEqual([
      ['video', 'ready'],
      ['live', 'ready'],
    ]);
  });

  it('says videos can be prepared here', async () => {
    const ctx = t();
    const { a } = await couple();
    const res = await as(ctx, a, 'GET', '/api/uploads/config');
    expect(res.json<UploadsConfig>().videos).toMatchObject({
      available: true,
      maxDurationSeconds: 180,
    });
  });
});

describe('a server without an encoder', () => {
  const t = useTestApp('pglite', { env: { FFMPEG_PATH: 'none' } });

  it('still runs, says so, and answers a video with a clear 503', async () => {
    const ctx = t();
    const user = await ctx.registerUser();
    const config = await as(ctx, user, 'GET', '/api/uploads/config');
    expect(config.json<UploadsConfig>().videos.available).toBe(false);
    const res = await uploadVideo(ctx, user, 'h264.mp4', 'video/mp4');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'VIDEOS_UNAVAILABLE',
      message: 'Videos cannot be prepared on this server',
    });
  });
});
