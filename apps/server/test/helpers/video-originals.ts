import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { uploads } from '../../src/db/schema.js';
import { postUpload } from './images.js';
import { uploadsDir } from './upload-files.js';
import type { probe } from './videos.js';
import { filesBody, fixture, makeVideo } from './videos.js';
import { authHeader } from './test-app.js';
import type { TestApp, TestUser } from './test-app.js';
/** Videos as phones and browsers write them, and what a test reads back of the stored ones. */
export const LATITUDE = '10.7626';
export const LOCATION = `+${LATITUDE}+106.6602/`;
export const ISO6709 = `+${LATITUDE}+106.6602+005.000/`;
export const MODEL = 'iPhone 15 Pro';

/** what a phone writes: the QuickTime location twice, the make and model */
export const phoneTags = [
  '-metadata',
  `location=${LOCATION}`,
  '-metadata',
  `com.apple.quicktime.location.ISO6709=${ISO6709}`,
  '-metadata',
  'com.apple.quicktime.make=Apple',
  '-metadata',
  `com.apple.quicktime.model=${MODEL}`,
];
export const picture = (size: string, seconds: number, rate = 30) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${size}:rate=${rate}:duration=${seconds}`,
];
export const sound = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:duration=${seconds}`,
];
export const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

/** An iPhone's MOV: H.264 + AAC, recorded sideways (rotation 90), with its location tags. */
export const iphoneMov = () =>
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

export type Probed = Awaited<ReturnType<typeof probe>>;
export const tagsOf = (info: Probed) =>
  JSON.stringify([info.format.tags, ...info.streams.map((s) => s.tags)]);
export const rotationOf = (info: Probed) =>
  info.streams.find((s) => s.codec_type === 'video')?.side_data_list?.find((d) => d.rotation)
    ?.rotation ?? 0;
export const seconds = (info: Probed) => Number(info.format.duration);

/** The bytes say nothing of the place or the phone, in a tag or anywhere else. */
export function expectNoPlace(bytes: Buffer, info: Probed) {
  expect(tagsOf(info)).not.toMatch(/location|ISO6709|xyz|make|model|apple/i);
  expect(bytes.includes(LATITUDE)).toBe(false);
  expect(bytes.includes(MODEL)).toBe(false);
}

export const uploadBytes = (
  ctx: TestApp,
  user: TestUser,
  name: string,
  type: string,
  bytes: Buffer,
) => postUpload(ctx, user, filesBody([{ field: 'file', name, type, bytes }]));

export async function uploadLive(ctx: TestApp, user: TestUser, clip: Buffer) {
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
export async function storedFiles(ctx: TestApp, id: string): Promise<Buffer[]> {
  const dir = path.join(uploadsDir(ctx), id);
  return Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name))));
}

/**
 * A multipart body of one file of `size` bytes that starts with `head`, streamed: a 200 MB
 * body is never held in memory.
 */
export function bigBody(field: string, name: string, head: Buffer, size: number) {
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

/**
 * Rows of video uploads with no file stored (`original.mp4` named, never written): what a
 * test needs when only the queue's bookkeeping matters. Answers their ids.
 */
export async function videoRowsWithoutFiles(
  ctx: TestApp,
  ownerId: string,
  count: number,
  status: 'processing' | 'ready',
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomBytes(16).toString('base64url'));
  await ctx.database.db.insert(uploads).values(
    ids.map((id) => ({
      id,
      ownerId,
      originalType: 'video/mp4',
      originalName: 'old.mp4',
      size: 10,
      width: 96,
      height: 64,
      widths: [],
      placeholder: '',
      originalFile: 'original.mp4',
      kind: 'video',
      mediaStatus: status,
      mediaProgress: status === 'ready' ? 1 : 0,
      createdAt: ctx.clock.now(),
    })),
  );
  return ids;
}
