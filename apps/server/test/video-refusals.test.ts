import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_LIMITS } from '@doita/shared';
import type { UploadResult, UploadStatus } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { connectedPair } from './helpers/couple.js';
import { png } from './helpers/images.js';
import { fixture, makeVideo, probe, statusOf } from './helpers/videos.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';
import {
  picture,
  sound,
  h264,
  uploadBytes,
  uploadLive,
  bigBody,
} from './helpers/video-originals.js';
/**
 * What a video is refused for is said as a video's: not a photo's 5 MB, not 3 minutes for a
 * Live Photo's clip; a song with a cover is no video; a browser's recording without a
 * duration is measured.
 */
describeEachEngine('what a video is refused for', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  const couple = async () => (pair ??= await connectedPair(t()));

  it('refuses a song with a cover picture (.m4a) as not a video', async () => {
    const ctx = t();
    const { a } = await couple();
    const song = await makeVideo('m4a', [
      ...sound(2),
      '-f',
      'lavfi',
      '-i',
      'color=c=red:size=64x64:duration=1',
      '-map',
      '0:a',
      '-map',
      '1:v',
      '-c:a',
      'aac',
      '-c:v',
      'mjpeg',
      '-frames:v',
      '1',
      '-disposition:v:0',
      'attached_pic',
      '-f',
      'ipod',
    ]);
    // an MP4 by its brands, with a "video" stream that is its cover
    expect(song.subarray(4, 12).toString('latin1')).toBe('ftypM4A ');
    const info = await probe(song);
    expect(info.streams.find((s) => s.codec_type === 'video')?.disposition?.attached_pic).toBe(1);
    const res = await uploadBytes(ctx, a, 'song.m4a', 'audio/mp4', song);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'VIDEO_UNREADABLE',
      errors: [{ field: 'file', code: 'validation.videoUnreadable' }],
    });
    const rows = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.originalName, 'song.m4a'));
    expect(rows).toEqual([]);
  });

  it('takes a WebM recorded without a duration, measured from its packets; one over 3 minutes is refused', async () => {
    const ctx = t();
    const { a } = await couple();
    const vp8 = ['-c:v', 'libvpx', '-b:v', '100k', '-deadline', 'realtime', '-cpu-used', '8'];
    const recorded = await makeVideo(
      'webm',
      [...picture('160x120', 2, 25), ...sound(2), ...vp8, '-c:a', 'libopus', '-f', 'webm'],
      { pipe: true },
    );
    // what a browser's MediaRecorder writes: nothing says how long it is
    const recordedInfo = await probe(recorded);
    expect(recordedInfo.format.duration).toBeUndefined();
    expect(recordedInfo.streams.every((s) => !s.duration && !s.tags?.DURATION)).toBe(true);
    const res = await uploadBytes(ctx, a, 'recording.webm', 'video/webm', recorded);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<UploadResult>();
    expect(body.image.video?.durationMs).toBeGreaterThan(1800);
    expect(body.image.video?.durationMs).toBeLessThan(2200);
    await ctx.app.videos.idle();
    const ready = (await statusOf(ctx, a, body.id)).json<UploadStatus>();
    expect(ready.status).toBe('ready');
    expect(ready.durationMs).toBeGreaterThan(1800);
    expect(ready.durationMs).toBeLessThan(2200);

    // Measured, not waved through: four minutes without a duration are still too long.
    const long = await makeVideo(
      'webm',
      [
        '-f',
        'lavfi',
        '-i',
        'color=c=blue:size=64x64:rate=1:duration=240',
        ...vp8,
        '-an',
        '-f',
        'webm',
      ],
      { pipe: true },
    );
    expect((await probe(long)).format.duration).toBeUndefined();
    const refused = await uploadBytes(ctx, a, 'long.webm', 'video/webm', long);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'VIDEO_TOO_LONG' });
  });

  it('answers a video over 200 MB with the video’s limit, and a photo with the photo’s', async () => {
    const ctx = t();
    const { a } = await couple();
    const over = VIDEO_LIMITS.maxBytes + 1;
    const post = (url: string, body: ReturnType<typeof bigBody>) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...authHeader(a.token), ...body.headers },
        payload: body.payload,
      });
    const video = await post(
      '/api/upload/single',
      bigBody('file', 'long.mp4', await fixture('h264.mp4'), over),
    );
    expect(video.statusCode).toBe(413);
    expect(video.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'A video must be at most 200 MB',
      errors: [
        {
          field: 'file',
          code: 'validation.fileSize:200',
          message: 'File size must be at most 200MB',
        },
      ],
    });
    // a Live Photo's clip is a video too
    const clip = await post(
      '/api/upload/live',
      bigBody('clip', 'IMG_0003.MOV', await fixture('IMG_0001.MOV'), over),
    );
    expect(clip.statusCode).toBe(413);
    expect(clip.json<{ message: string }>().message).toBe('A video must be at most 200 MB');
    // what is not a video keeps the photo's message, past the 200 MB cut as under it
    const photo = await post('/api/upload/single', bigBody('file', 'huge.png', await png(), over));
    expect(photo.statusCode).toBe(413);
    expect(photo.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'File size must be less than 5MB',
    });
    // nothing of them is left in the work directory
    const left = await readdir(path.join(ctx.env.dataDir, 'video-work')).catch(() => []);
    expect(left).toEqual([]);
  });

  it('refuses a Live Photo’s clip over 10 seconds with its own message, not the 3 minutes of a video', async () => {
    const ctx = t();
    const { a } = await couple();
    const clip = await makeVideo('mov', [...picture('64x64', 12, 1), ...h264, '-f', 'mov']);
    const res = await uploadLive(ctx, a, clip);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({
      code: 'VIDEO_TOO_LONG',
      message: "A Live Photo's motion may be at most 10 seconds long",
      errors: [
        {
          field: 'clip',
          code: 'validation.liveClipTooLong',
          message: "A Live Photo's motion may be at most 10 seconds long",
        },
      ],
    });
    // the same clip alone is a video, well under 3 minutes
    const alone = await uploadBytes(ctx, a, 'IMG_0004.MOV', 'video/quicktime', clip);
    expect(alone.statusCode, alone.body).toBe(201);
    await ctx.app.videos.idle();
  });
});
