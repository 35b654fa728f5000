import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { VIDEO_LIMITS } from '@doita/shared';
import type { Memory, ShareLink, SharedView, UploadResult, UploadStatus } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { png, postUpload } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { fetchFile, uploadsDir } from './helpers/upload-files.js';
import { decodes, filesBody, fixture, makeVideo, probe, statusOf } from './helpers/videos.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

/**
 * A video's original and a Live Photo's clip are kept, downloaded and shared without what
 * the phone wrote in them (docs/product-rules.md: GPS read from a video only suggests a
 * place, never stored without a yes): the same streams remuxed, upright, as long as sent.
 * And what a video is refused for is said as a video's: not a photo's 5 MB, not 3 minutes
 * for a Live Photo's clip; a song with a cover is no video; a browser's recording without
 * a duration is measured.
 */
const LATITUDE = '10.7626';
const LOCATION = `+${LATITUDE}+106.6602/`;
const ISO6709 = `+${LATITUDE}+106.6602+005.000/`;
const MODEL = 'iPhone 15 Pro';

/** what a phone writes: the QuickTime location twice, the make and model */
const phoneTags = [
  '-metadata',
  `location=${LOCATION}`,
  '-metadata',
  `com.apple.quicktime.location.ISO6709=${ISO6709}`,
  '-metadata',
  'com.apple.quicktime.make=Apple',
  '-metadata',
  `com.apple.quicktime.model=${MODEL}`,
];
const picture = (size: string, seconds: number, rate = 30) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
const sound = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

/** An iPhone's MOV: H.264 + AAC, recorded sideways (rotation 90), with its location tags. */
const iphoneMov = () =>
  makeVideo(
    'mov',
    [
      ...picture('320x240', 2),
      ...sound(2),
      ...h264,
      '-c:a',
      'aac',
      ...phoneTags,
      '-movflags',
      'use_metadata_tags',
      '-f',
      'mov',
    ],
    {
      then: [
        '-c',
        'copy',
        '-map_metadata',
        '0',
        '-metadata:s:v:0',
        'rotate=90',
        '-movflags',
        'use_metadata_tags',
        '-f',
        'mov',
      ],
    },
  );

type Probed = Awaited<ReturnType<typeof probe>>;
const tagsOf = (info: Probed) =>
  JSON.stringify([info.format.tags, ...info.streams.map((s) => s.tags)]);
const rotationOf = (info: Probed) =>
  info.streams.find((s) => s.codec_type === 'video')?.side_data_list?.find((d) => d.rotation)
    ?.rotation ?? 0;
const seconds = (info: Probed) => Number(info.format.duration);

/** The bytes say nothing of the place or the phone, in a tag or anywhere else. */
function expectNoPlace(bytes: Buffer, info: Probed) {
  expect(tagsOf(info)).not.toMatch(/location|ISO6709|xyz|make|model|apple/i);
  expect(bytes.includes(LATITUDE)).toBe(false);
  expect(bytes.includes(MODEL)).toBe(false);
}

const uploadBytes = (ctx: TestApp, user: TestUser, name: string, type: string, bytes: Buffer) =>
  postUpload(ctx, user, filesBody([{ field: 'file', name, type, bytes }]));

async function uploadLive(ctx: TestApp, user: TestUser, clip: Buffer) {
  const body = filesBody([
    {
      field: 'still',
      name: 'IMG_0002.JPG',
      type: 'image/jpeg',
      bytes: await fixture('IMG_0001.JPG'),
    },
    { field: 'clip', name: 'IMG_0002.MOV', type: 'video/quicktime', bytes: clip },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/live',
    headers: { ...authHeader(user.token), ...body.headers },
    payload: body.payload,
  });
}

/** Every stored file of one upload, read from the data directory. */
async function storedFiles(ctx: TestApp, id: string): Promise<Buffer[]> {
  const dir = path.join(uploadsDir(ctx), id);
  return Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name))));
}

/**
 * A multipart body of one file of `size` bytes that starts with `head`, streamed: a 200 MB
 * body is never held in memory.
 */
function bigBody(field: string, name: string, head: Buffer, size: number) {
  const boundary = `----doita${Math.random().toString(16).slice(2)}`;
  const chunk = Buffer.alloc(1024 * 1024);
  function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    yield head;
    for (let left = size - head.length; left > 0; left -= chunk.length) {
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(parts()),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describeEachEngine('video originals and what a video is refused for', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  const couple = async () => (pair ??= await connectedPair(t()));
  /** the iPhone MOV of the first test, uploaded and prepared, and its original as kept */
  let iphone: { id: string; original: Buffer } | undefined;

  it('keeps an iPhone MOV without its location or phone, upright and as long', async () => {
    const ctx = t();
    const { a } = await couple();
    const sent = await iphoneMov();
    // the fixture is what it should be: the place and phone in it, sideways
    const sentInfo = await probe(sent);
    expect(tagsOf(sentInfo)).toContain(ISO6709);
    expect(tagsOf(sentInfo)).toContain(MODEL);
    expect(Math.abs(rotationOf(sentInfo))).toBe(90);

    const res = await uploadBytes(ctx, a, 'IMG_0100.MOV', 'video/quicktime', sent);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<UploadResult>();
    // From the first answer on, before the video is prepared, the original has no place.
    const early = await fetchFile(ctx, body.fileUrl);
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('video/quicktime');
    for (const stored of await storedFiles(ctx, body.id))
      expect(stored.includes(LATITUDE)).toBe(false);

    await ctx.app.videos.idle();
    const ready = (await statusOf(ctx, a, body.id)).json<UploadStatus>();
    expect(ready.status).toBe('ready');
    const original = await fetchFile(ctx, ready.image.video!.originalUrl!);
    expect(original.statusCode).toBe(200);
    const info = await probe(original.rawPayload);
    expectNoPlace(original.rawPayload, info);
    // the same container and streams, not re-encoded, upright, as long, every frame decodes
    expect(original.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypqt  ');
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(Math.abs(rotationOf(info))).toBe(90);
    expect(seconds(info)).toBeCloseTo(seconds(sentInfo), 1);
    expect(await decodes(original.rawPayload)).toBe(true);
    expect(ready.durationMs).toBeGreaterThan(1900);
    expect(ready.durationMs).toBeLessThan(2100);
    // its size is what is kept
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row?.size).toBe(original.rawPayload.length);
    iphone = { id: body.id, original: original.rawPayload };
  });

  it('gives the partner and a share link’s guest that original, until the link is revoked', async () => {
    const ctx = t();
    const { a, b } = await couple();
    expect(iphone).toBeDefined();
    const { id, original } = iphone!;
    const memory = await createMemory(ctx, a, { images: [id] });
    const seen = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
    const theirs = seen.json<{ memory: Memory }>().memory.images[0]!;
    const partner = await fetchFile(ctx, theirs.video!.originalUrl!);
    expect(partner.rawPayload.equals(original)).toBe(true);
    const shared = await as(ctx, a, 'POST', '/api/share-links', { memoryId: memory.id });
    expect(shared.statusCode, shared.body).toBe(201);
    const link = shared.json<{ shareLink: ShareLink }>().shareLink;
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared/${link.url.split('/s/')[1]}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    const guestUrl = view.json<SharedView>().memories[0]!.images[0]!.video!.originalUrl!;
    expect(guestUrl).toContain('l=');
    const guest = await fetchFile(ctx, guestUrl);
    expect(guest.statusCode).toBe(200);
    expect(guest.rawPayload.equals(original)).toBe(true);
    // and the link's file dies with it
    expect((await as(ctx, b, 'DELETE', `/api/share-links/${link.id}`)).statusCode).toBe(200);
    expect((await fetchFile(ctx, guestUrl)).statusCode).toBe(404);
  });

  it('keeps an MP4 and a WebM in their own containers, without their tags', async () => {
    const ctx = t();
    const { a } = await couple();
    const mp4 = await makeVideo('mp4', [
      ...picture('320x180', 2, 25),
      ...sound(2),
      ...h264,
      '-c:a',
      'aac',
      '-metadata',
      `location=${LOCATION}`,
      '-metadata',
      `title=${MODEL}`,
      '-f',
      'mp4',
    ]);
    const webm = await makeVideo('webm', [
      ...picture('320x180', 2, 25),
      ...sound(2),
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '200k',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-c:a',
      'libopus',
      '-metadata',
      `location=${LOCATION}`,
      '-metadata',
      `title=${MODEL}`,
      '-f',
      'webm',
    ]);
    for (const [name, type, bytes, codecs] of [
      ['walk.mp4', 'video/mp4', mp4, ['aac', 'h264']],
      ['walk.webm', 'video/webm', webm, ['opus', 'vp9']],
    ] as const) {
      const sentInfo = await probe(bytes);
      expect(tagsOf(sentInfo), name).toContain(LATITUDE);
      const res = await uploadBytes(ctx, a, name, type, bytes);
      expect(res.statusCode, res.body).toBe(201);
      const original = await fetchFile(ctx, res.json<UploadResult>().fileUrl);
      expect(original.headers['content-type']).toBe(type);
      const info = await probe(original.rawPayload);
      expectNoPlace(original.rawPayload, info);
      expect(tagsOf(info)).not.toContain('title');
      expect(info.streams.map((s) => s.codec_name).sort()).toEqual(codecs);
      expect(seconds(info)).toBeCloseTo(seconds(sentInfo), 1);
      expect(await decodes(original.rawPayload)).toBe(true);
    }
    // what the container is told by is kept: ISO-BMFF brands, an EBML DocType `webm`
    const [mp4Row, webmRow] = await Promise.all(
      ['walk.mp4', 'walk.webm'].map(async (name) => {
        const [row] = await ctx.database.db
          .select()
          .from(uploads)
          .where(eq(uploads.originalName, name));
        return row;
      }),
    );
    expect(mp4Row?.originalFile).toBe('original.mp4');
    expect(webmRow?.originalFile).toBe('original.webm');
    await ctx.app.videos.idle();
  });

  it('keeps a WebM that holds H.264 (as Chrome records it) a WebM', async () => {
    const ctx = t();
    const { a } = await couple();
    // Chrome's MediaRecorder writes H.264 in a file whose DocType says `webm`: ffmpeg's WebM
    // muxer refuses H.264, so the fixture is Matroska with its DocType set to `webm`.
    const mkv = await makeVideo('mkv', [
      ...picture('320x180', 2, 25),
      ...sound(2),
      ...h264,
      '-c:a',
      'libopus',
      '-metadata',
      `location=${LOCATION}`,
      '-f',
      'matroska',
    ]);
    const docType = mkv.indexOf(Buffer.from('\x42\x82\x88matroska', 'latin1'));
    expect(docType).toBeGreaterThan(0);
    const chromeWebm = Buffer.from(mkv);
    chromeWebm.write('webm\0\0\0\0', docType + 3, 'latin1');
    const res = await uploadBytes(ctx, a, 'recording.webm', 'video/webm', chromeWebm);
    expect(res.statusCode, res.body).toBe(201);
    const original = await fetchFile(ctx, res.json<UploadResult>().fileUrl);
    expect(original.headers['content-type']).toBe('video/webm');
    const kept = original.rawPayload;
    expect(kept.subarray(0, 64).includes(Buffer.from('\x42\x82\x88webm', 'latin1'))).toBe(true);
    const info = await probe(kept);
    expectNoPlace(kept, info);
    expect(info.streams.map((s) => s.codec_name).sort()).toEqual(['h264', 'opus']);
    expect(await decodes(kept)).toBe(true);
    await ctx.app.videos.idle();
    const status = await statusOf(ctx, a, res.json<UploadResult>().id);
    expect(status.json<UploadStatus>().status).toBe('ready');
  });

  it('keeps an MP4 with LPCM sound, which the MP4 muxer cannot hold, as a MOV', async () => {
    const ctx = t();
    const { a } = await couple();
    // a camera's MP4 (its brand says MP4: XAVC) with LPCM sound
    const mov = await makeVideo('mov', [
      ...picture('320x180', 2, 25),
      ...sound(2),
      ...h264,
      '-c:a',
      'pcm_s16le',
      '-metadata',
      `location=${LOCATION}`,
      '-f',
      'mov',
    ]);
    const camera = Buffer.from(mov);
    expect(camera.subarray(4, 12).toString('latin1')).toBe('ftypqt  ');
    camera.write('XAVC', 8, 'latin1');
    const cam = await uploadBytes(ctx, a, 'C0001.MP4', 'video/mp4', camera);
    expect(cam.statusCode, cam.body).toBe(201);
    const camBody = cam.json<UploadResult>();
    expect(camBody.fileType).toBe('video/quicktime');
    const camOriginal = await fetchFile(ctx, camBody.fileUrl);
    const camInfo = await probe(camOriginal.rawPayload);
    expectNoPlace(camOriginal.rawPayload, camInfo);
    expect(camInfo.streams.map((s) => s.codec_name).sort()).toEqual(['h264', 'pcm_s16le']);
    expect(await decodes(camOriginal.rawPayload)).toBe(true);
    await ctx.app.videos.idle();
    expect((await statusOf(ctx, a, camBody.id)).json<UploadStatus>().status).toBe('ready');
  });

  it('keeps a Live Photo’s clip without its location', async () => {
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
    expect(clip.includes(LATITUDE)).toBe(true);
    const res = await uploadLive(ctx, a, clip);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<UploadResult>();
    for (const stored of await storedFiles(ctx, body.id))
      expect(stored.includes(LATITUDE)).toBe(false);
    await ctx.app.videos.idle();
    const status = (await statusOf(ctx, a, body.id)).json<UploadStatus>();
    expect(status).toMatchObject({ kind: 'live', status: 'ready' });
    const kept = await fetchFile(ctx, status.image.video!.originalUrl!);
    expect(kept.headers['content-type']).toBe('video/quicktime');
    const info = await probe(kept.rawPayload);
    expectNoPlace(kept.rawPayload, info);
    expect(seconds(info)).toBeCloseTo(2, 1);
    expect(await decodes(kept.rawPayload)).toBe(true);
  });

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
