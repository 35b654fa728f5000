import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { UPLOAD_MESSAGES } from '@doita/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/lib/storage.js';
import { createUploadSweep } from '../src/modules/uploads/upload-sweep.js';
import { createUploadsRepository } from '../src/modules/uploads/uploads-repository.js';
import { as, connectedPair } from './helpers/couple.js';
import { jpegWithExif, multipart, png, postUpload, uploadImage } from './helpers/images.js';
import { MEMORY } from './helpers/route-catalogue.js';
import { authHeader, describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const post = postUpload;

/** A PNG whose header announces `width` x `height` and whose data is one empty deflate block. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const fetchFile = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });

describeEachEngine('uploads', (engine) => {
  const t = useTestApp(engine);

  describe('POST /api/upload/single', () => {
    it('keeps a JPEG as upright WebP renditions with no EXIF or GPS left', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      // Stored 1200x800 with orientation 6 (rotate 90°): upright it is 800x1200.
      const res = await post(
        ctx,
        user,
        multipart({ name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: await jpegWithExif() }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{
        id: string;
        fileUrl: string;
        fileName: string;
        fileSize: number;
        fileType: string;
        image: {
          width: number;
          height: number;
          placeholder: string;
          renditions: { width: number; url: string }[];
          originalUrl: string | null;
        };
      }>();
      expect(body).toMatchObject({ fileName: 'IMG_0001.JPG', fileType: 'image/jpeg' });
      expect(body.image).toMatchObject({ width: 800, height: 1200 });
      expect(body.image.renditions.map((r) => r.width)).toEqual([320, 800]);
      expect(body.image.originalUrl).toMatch(
        /^\/api\/files\/[\w-]+\/original\.jpg\?(?:\w=[\w-]+&)*exp=\d+&sig=/,
      );
      expect(body.image.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(body.fileUrl).toBe(body.image.renditions.at(-1)?.url);

      const file = await fetchFile(ctx, body.fileUrl);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      // Access is checked again within the minute: the browser keeps it half of that, no promise beyond.
      expect(file.headers['cache-control']).toBe('private, max-age=30');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('Secret Phone'))).toBe(false);
    });

    it('judges the type by the bytes, not the name or the declared type', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      // A PNG named and declared as a JPEG is fine: it is an image we take.
      const disguised = await post(
        ctx,
        user,
        multipart({ name: 'a.jpg', type: 'image/jpeg', bytes: await png() }),
      );
      expect(disguised.statusCode).toBe(201);
      expect(disguised.json<{ fileType: string }>().fileType).toBe('image/png');

      // A script named photo.png is not an image at all.
      const script = await post(
        ctx,
        user,
        multipart({
          name: 'photo.png',
          type: 'image/png',
          bytes: Buffer.from('<script>alert(1)</script>'),
        }),
      );
      expect(script.statusCode).toBe(415);
      expect(script.json()).toEqual({ message: 'File must be an image', code: 'FILE_NOT_IMAGE' });

      // An image of a kind we do not take (TIFF) gets the list of the kinds we take.
      const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer();
      const other = await post(
        ctx,
        user,
        multipart({ name: 'scan.png', type: 'image/png', bytes: tiff }),
      );
      expect(other.statusCode).toBe(415);
      expect(other.json()).toEqual({
        message: UPLOAD_MESSAGES.unsupportedType,
        code: 'FILE_TYPE_NOT_ALLOWED',
      });

      // JPEG magic bytes over garbage do not decode.
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
      const fake = await post(
        ctx,
        user,
        multipart({ name: 'x.jpg', type: 'image/jpeg', bytes: broken }),
      );
      expect(fake.statusCode).toBe(415);
      expect(fake.json<{ code: string }>().code).toBe('FILE_NOT_IMAGE');
    });

    it('refuses an SVG (script-capable) as not an image, and a decompression bomb as too large', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
      );
      const vector = await post(
        ctx,
        user,
        multipart({ name: 'logo.svg', type: 'image/svg+xml', bytes: svg }),
      );
      expect(vector.statusCode).toBe(415);
      // 40 000 x 40 000 pixels announced in a file of a few bytes: refused before decoding.
      const started = Date.now();
      const bomb = await post(
        ctx,
        user,
        multipart({ name: 'bomb.png', type: 'image/png', bytes: pngHeaderOnly(40_000, 40_000) }),
      );
      expect(bomb.statusCode).toBe(413);
      expect(bomb.json<{ code: string }>().code).toBe('IMAGE_TOO_LARGE');
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('keeps a picture more than 16 383 times taller than wide: a one-pixel rendition within WebP', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const column = (height: number) =>
        sharp({ create: { width: 1, height, channels: 3, background: '#3366ff' } });
      for (const [name, bytes, height] of [
        ['column.png', await column(50_000).png().toBuffer(), 50_000],
        ['column.jpg', await column(16_384).jpeg().toBuffer(), 16_384],
      ] as const) {
        const res = await post(ctx, user, multipart({ name, type: 'image/jpeg', bytes }));
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        const { image } = res.json<{
          image: {
            width: number;
            height: number;
            renditions: { width: number; url: string }[];
            originalUrl: string;
          };
        }>();
        expect(image).toMatchObject({ width: 1, height });
        expect(image.renditions.map((r) => r.width)).toEqual([1]);
        const shown = await fetchFile(ctx, image.renditions[0]!.url);
        expect(shown.statusCode).toBe(200);
        expect(await sharp(shown.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width: 1,
          height: 16_383,
        });
        // The original keeps every pixel.
        const original = await fetchFile(ctx, image.originalUrl);
        expect(original.statusCode).toBe(200);
        expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 1, height });
      }
    });

    it('refuses more than 5 MB with 413 and the catalogue message', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await post(
        ctx,
        user,
        multipart({ name: 'big.png', type: 'image/png', bytes: big }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        message: 'File size must be less than 5MB',
        code: 'FILE_TOO_LARGE',
      });
    });

    it('asks for a file: JSON, an empty file, or another field name get 400', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const json = await as(ctx, user, 'POST', '/api/upload/single', { file: 'x' });
      expect(json.statusCode).toBe(400);
      expect(json.json<{ code: string }>().code).toBe('NO_FILE');
      const empty = await post(
        ctx,
        user,
        multipart({ name: 'a.png', type: 'image/png', bytes: Buffer.alloc(0) }),
      );
      expect(empty.statusCode).toBe(400);
      const other = await post(
        ctx,
        user,
        multipart({ field: 'photo', name: 'a.png', type: 'image/png', bytes: await png() }),
      );
      expect(other.statusCode).toBe(400);
      const none = await post(ctx, user, multipart(null, { note: 'hi' }));
      expect(none.statusCode).toBe(400);
    });

    it('answers 400, not 500, to a multipart body that does not parse', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      for (const payload of [
        ' ',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/upload/single',
          headers: { ...authHeader(user.token), 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expect(res.statusCode, res.body).toBe(400);
      }
    });

    it('keeps only the base of a file name, without control characters', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const res = await post(
        ctx,
        user,
        multipart({ name: '../../etc/ảnh\u0007.png', type: 'image/png', bytes: await png() }),
      );
      expect(res.json<{ fileName: string }>().fileName).toBe('ảnh.png');
    });
  });

  describe('GET /api/files/:id/:file', () => {
    it('answers 403 without a valid, unexpired signature', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const { fileUrl } = await uploadImage(ctx, user);
      const bare = fileUrl.split('?')[0] ?? '';
      expect((await fetchFile(ctx, bare)).statusCode).toBe(403);
      expect((await fetchFile(ctx, fileUrl.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
      // The signature of one file does not open another rendition of it.
      const other = fileUrl.replace(/\/(\d+)\.webp/, '/320.webp');
      if (other !== fileUrl) expect((await fetchFile(ctx, other)).statusCode).toBe(403);
      ctx.clock.advance(8 * 3600);
      try {
        expect((await fetchFile(ctx, fileUrl)).statusCode).toBe(403);
      } finally {
        ctx.clock.reset();
      }
    });

    it('answers the whole file to a range whose end is before its start', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const { fileUrl } = await uploadImage(ctx, user);
      const whole = await fetchFile(ctx, fileUrl);
      const backwards = await ctx.app.inject({
        method: 'GET',
        url: fileUrl,
        headers: { range: 'bytes=5-3' },
      });
      expect(backwards.statusCode).toBe(200);
      expect(backwards.headers['content-range']).toBeUndefined();
      expect(backwards.rawPayload.equals(whole.rawPayload)).toBe(true);
      // A start past the end is still 416.
      const past = await ctx.app.inject({
        method: 'GET',
        url: fileUrl,
        headers: { range: `bytes=${whole.rawPayload.length}-` },
      });
      expect(past.statusCode).toBe(416);
    });

    it('signs again on every read: a memory read later carries a URL that still works', async () => {
      const ctx = t();
      const user = await ctx.registerUser();
      const upload = await uploadImage(ctx, user);
      const created = await as(ctx, user, 'POST', '/api/memories', {
        ...MEMORY,
        images: [upload.id],
      });
      const id = created.json<{ memory: { id: string } }>().memory.id;
      ctx.clock.advance(8 * 3600);
      try {
        // (a fresh access token: the first expired hours ago)
        const token = await ctx.accessTokens.sign({ userId: user.user.id, tokenVersion: 0 });
        const read = await as(ctx, { ...user, token }, 'GET', `/api/memories/${id}`);
        const url =
          read.json<{ memory: { images: { url: string }[] } }>().memory.images[0]?.url ?? '';
        expect(url).not.toBe(upload.fileUrl);
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
        expect((await fetchFile(ctx, upload.fileUrl)).statusCode).toBe(403);
      } finally {
        ctx.clock.reset();
      }
    });
  });

  describe('the sweep', () => {
    it('removes, after a day, the uploads nothing uses, rows and files; keeps the used ones', async () => {
      const ctx = t();
      const { a } = await connectedPair(ctx);
      const unused = await uploadImage(ctx, a);
      const kept = await uploadImage(ctx, a);
      const memory = await as(ctx, a, 'POST', '/api/memories', {
        ...MEMORY,
        isPrivate: false,
        images: [kept.id],
      });
      expect(memory.statusCode, memory.body).toBe(201);
      const dir = path.join(ctx.env.dataDir, 'uploads');
      expect(await readdir(dir)).toEqual(expect.arrayContaining([unused.id, kept.id]));

      // The sweeper's work, built alone over the same database, files and clock.
      const sweep = createUploadSweep({
        uploads: createUploadsRepository(ctx.database.db),
        storage: createDiskStorage(dir),
        clock: ctx.clock,
      });
      expect(await sweep.unused()).toBe(0);
      ctx.clock.advance(25 * 3600);
      try {
        // (this one, and those earlier tests left unused)
        expect(await sweep.unused()).toBeGreaterThanOrEqual(1);
        expect(await sweep.unused()).toBe(0);
      } finally {
        ctx.clock.reset();
      }
      const left = await readdir(dir);
      expect(left).toContain(kept.id);
      expect(left).not.toContain(unused.id);
      // The kept photo is still served.
      const read = await as(
        ctx,
        a,
        'GET',
        `/api/memories/${memory.json<{ memory: { id: string } }>().memory.id}`,
      );
      const url =
        read.json<{ memory: { images: { url: string }[] } }>().memory.images[0]?.url ?? '';
      expect((await fetchFile(ctx, url)).statusCode).toBe(200);
    });
  });
});
