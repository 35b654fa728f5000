import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Memory } from '@doita/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/lib/storage.js';
import type { FileStorage } from '../src/lib/storage.js';
import { createUrlSigner } from '../src/lib/signed-urls.js';
import { createUploadsRepository } from '../src/modules/uploads/uploads-repository.js';
import { createUploadsService } from '../src/modules/uploads/uploads-service.js';
import { as, connectedPair } from './helpers/couple.js';
import { jpegWithExif, multipart, postUpload, twoTone, uploadImage } from './helpers/images.js';
import type { UploadedImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { fetchFile, filesOnDisk, uploadsDir, urlsOf } from './helpers/upload-files.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

const HEIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/heic');
const silent = { error: () => undefined };
const post = postUpload;

/** The uploads service alone over the app's database and folder, with a storage of our own. */
function serviceWith(ctx: TestApp, storage: FileStorage) {
  return createUploadsService({
    uploads: createUploadsRepository(ctx.database.db),
    storage,
    signer: createUrlSigner(ctx.jwtSecret, 3600, ctx.clock),
    clock: ctx.clock,
    log: silent,
  });
}

describeEachEngine('uploads, from a phone to the bin', (engine) => {
  const t = useTestApp(engine);
  let pair: { a: TestUser; b: TestUser } | undefined;
  /** one couple for the file (registrations are slow) */
  const couple = async () => (pair ??= await connectedPair(t()));

  describe('POST /api/upload/single', () => {
    it('refuses two files in one request with 400, keeping neither', async () => {
      const ctx = t();
      const { a } = await couple();
      const before = await filesOnDisk(ctx);
      const first = multipart({
        name: 'a.png',
        type: 'image/png',
        bytes: await twoTone(8, 8).png().toBuffer(),
      });
      const boundary = first.headers['content-type'].split('boundary=')[1] ?? '';
      const second = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      );
      const payload = Buffer.concat([
        first.payload.subarray(0, first.payload.length - `--${boundary}--\r\n`.length),
        second,
        await twoTone(8, 8).png().toBuffer(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await post(ctx, a, { payload, headers: first.headers });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message: 'One file per upload', code: 'BAD_REQUEST' });
      expect(await filesOnDisk(ctx)).toEqual(before);
    });

    it('takes an iPhone HEIC and an AVIF: upright renditions and a JPEG original, served', async () => {
      const ctx = t();
      const { a } = await couple();
      const heic = await readFile(path.join(HEIC_DIR, 'portrait-rot.heic'));
      const avif = await twoTone(640, 480)
        .avif({ effort: 0 })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      for (const [name, type, bytes] of [
        ['IMG_0420.HEIC', 'image/heic', heic],
        ['PXL_0001.avif', 'image/avif', avif],
      ] as const) {
        const res = await post(ctx, a, multipart({ name, type, bytes }));
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json<
          UploadedImage & {
            fileType: string;
            image: { width: number; height: number; originalUrl: string };
          }
        >();
        expect(body.fileType).toBe(type);
        expect(body.image).toMatchObject({ width: 480, height: 640 });
        const original = await fetchFile(ctx, body.image.originalUrl);
        expect(original.statusCode).toBe(200);
        expect(original.headers['content-type']).toBe('image/jpeg');
        const meta = await sharp(original.rawPayload).metadata();
        expect({ w: meta.width, h: meta.height, exif: meta.exif }).toEqual({
          w: 480,
          h: 640,
          exif: undefined,
        });
        const rendition = await fetchFile(ctx, body.fileUrl);
        expect(rendition.headers['content-type']).toBe('image/webp');
      }
    });

    it.each([
      ['a 48 MP photo', 8000, 6000, [320, 960, 1920]],
      ['a 20 000 px panorama', 20_000, 1500, [320, 960, 1920]],
      ['a tiny 40 px image', 40, 40, [40]],
    ])('takes %s: its renditions, and an original with every pixel', async (_, w, h, widths) => {
      const ctx = t();
      const { a } = await couple();
      const bytes = await twoTone(w, h).jpeg({ quality: 80 }).toBuffer();
      const res = await post(ctx, a, multipart({ name: 'big.jpg', type: 'image/jpeg', bytes }));
      expect(res.statusCode, res.body).toBe(201);
      const { image } = res.json<{ image: UploadedImage['image'] & { originalUrl: string } }>();
      expect(image.renditions.map((r) => r.width)).toEqual(widths);
      const original = await fetchFile(ctx, image.originalUrl);
      const meta = await sharp(original.rawPayload).metadata();
      expect({ w: meta.width, h: meta.height }).toEqual({ w, h });
    });

    it('keeps the same bytes sent four times at once as four uploads, each whole', async () => {
      const ctx = t();
      const { a } = await couple();
      const bytes = await jpegWithExif(2000, 1000, 6);
      const results = await Promise.all(
        [1, 2, 3, 4].map(() =>
          post(ctx, a, multipart({ name: 'same.jpg', type: 'image/jpeg', bytes })),
        ),
      );
      const bodies = results.map((res) => {
        expect(res.statusCode, res.body).toBe(201);
        return res.json<UploadedImage>();
      });
      expect(new Set(bodies.map((b) => b.id)).size).toBe(4);
      for (const body of bodies) {
        expect(body.image.renditions.map((r) => r.width)).toEqual([320, 960, 1000]);
        for (const url of urlsOf(body.image))
          expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      }
      const onDisk = await filesOnDisk(ctx);
      expect(onDisk.filter((key) => key.endsWith('.partial'))).toEqual([]);
    });

    it('leaves no file behind when storing fails mid-way, or when the row cannot be written', async () => {
      const ctx = t();
      const { a } = await couple();
      const disk = createDiskStorage(uploadsDir(ctx));
      const before = await filesOnDisk(ctx);
      const failing: FileStorage = {
        ...disk,
        async put(key, body, type) {
          if (key.endsWith('original.jpg')) throw new Error('disk full');
          await disk.put(key, body, type);
        },
      };
      const bytes = await twoTone(1200, 900).jpeg().toBuffer();
      await expect(
        serviceWith(ctx, failing).upload(
          { id: a.user.id, sessionId: null },
          { name: 'x.jpg', bytes },
        ),
      ).rejects.toThrow('disk full');
      expect(await filesOnDisk(ctx)).toEqual(before);
      // Files all written, then the row refused (no such owner).
      await expect(
        serviceWith(ctx, disk).upload(
          { id: 'no-such-user', sessionId: null },
          { name: 'x.jpg', bytes },
        ),
      ).rejects.toThrow();
      expect(await filesOnDisk(ctx)).toEqual(before);
    });
  });

  describe('a memory takes what upload returns', () => {
    it('accepts the fileUrl as well as the id, in the order given', async () => {
      const ctx = t();
      const { a } = await couple();
      const [first, second] = [await uploadImage(ctx, a), await uploadImage(ctx, a)];
      const created = await as(ctx, a, 'POST', '/api/memories', {
        title: 'Hồ Tây',
        description: 'Hoàng hôn',
        date: '2025-10-01',
        images: [first.fileUrl, second.id],
      });
      expect(created.statusCode, created.body).toBe(201);
      const memory = created.json<{ memory: Memory }>().memory;
      expect(memory.images.map((i) => i.id)).toEqual([first.id, second.id]);
      // An absolute URL, expired even, names the same upload.
      const third = await uploadImage(ctx, a);
      const absolute = `http://doita.test${third.fileUrl.replace(/exp=\d+/, 'exp=1')}`;
      const updated = await as(ctx, a, 'PUT', `/api/memories/${memory.id}`, {
        images: [second.fileUrl, absolute, first.id],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json<{ memory: Memory }>().memory.images.map((i) => i.id)).toEqual([
        second.id,
        third.id,
        first.id,
      ]);
    });

    it.each([
      ['my partner’s upload', 'theirs'],
      ['a URL of no upload of ours', 'elsewhere'],
      ['a file URL of an unknown upload', 'unknown'],
    ] as const)('refuses %s with 422 and a clear message, keeping nothing', async (_, kind) => {
      const ctx = t();
      const { a, b } = await couple();
      const mine = await uploadImage(ctx, a);
      const ref =
        kind === 'theirs'
          ? (await uploadImage(ctx, b)).fileUrl
          : kind === 'elsewhere'
            ? 'https://example.com/photos/1.jpg'
            : '/api/files/nosuchupload/320.webp?exp=1&sig=x';
      const res = await as(ctx, a, 'POST', '/api/memories', {
        title: 'Sai ảnh',
        description: 'x',
        date: '2025-10-01',
        images: [mine.fileUrl, ref],
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: [
          {
            field: kind === 'elsewhere' ? 'images.1' : 'images',
            code: 'validation.notYourUpload',
            message: 'Each photo must be one of your own new uploads',
          },
        ],
      });
      // My own upload was not taken: it can still go into a memory.
      await createMemory(ctx, a, { images: [mine.id] });
    });
  });
});
