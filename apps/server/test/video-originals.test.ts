import type { Memory, ShareLink, SharedView, UploadResult, UploadStatus } from '@doita/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { uploads } from '../src/db/schema.js';
import { as, connectedPair } from './helpers/couple.js';
import { createMemory } from './helpers/memories.js';
import { fetchFile } from './helpers/upload-files.js';
import { decodes, makeVideo, probe, statusOf } from './helpers/videos.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestUser } from './helpers/test-app.js';
import {
  LATITUDE,
  LOCATION,
  ISO6709,
  MODEL,
  phoneTags,
  picture,
  sound,
  h264,
  iphoneMov,
  tagsOf,
  rotationOf,
  seconds,
  expectNoPlace,
  uploadBytes,
  uploadLive,
  storedFiles,
} from './helpers/video-originals.js';
/**
 * A video's original and a Live Photo's clip are kept, downloaded and shared without what
 * the phone wrote in them (docs/product-rules.md: GPS read from a video only suggests a
 * place, never stored without a yes): the same streams remuxed, upright, as long as sent.
 */
describeEachEngine('video originals, kept without their metadata', (engine) => {
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
});
