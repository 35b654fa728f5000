import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogPost, Memory } from '@doita/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../src/lib/storage.js';
import type { FileStorage } from '../src/lib/storage.js';
import { createUrlSigner } from '../src/lib/signed-urls.js';
import { storageKeysOf } from '../src/modules/uploads/upload-files.js';
import { createUploadSweep } from '../src/modules/uploads/upload-sweep.js';
import { createUploadsRepository } from '../src/modules/uploads/uploads-repository.js';
import { createUploadsService } from '../src/modules/uploads/uploads-service.js';
import { uploads } from '../src/db/schema.js';
import { createPost } from './helpers/blog.js';
import { as, connectedPair } from './helpers/couple.js';
import { jpegWithExif, multipart, postUpload, twoTone, uploadImage } from './helpers/images.js';
import type { UploadedImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';
import type { TestApp, TestUser } from './helpers/test-app.js';

const HEIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/heic');
const fetchFile = (ctx: TestApp, url: string) => ctx.app.inject({ method: 'GET', url });
const uploadsDir = (ctx: TestApp) => path.join(ctx.env.dataDir, 'uploads');
const silent = { error: () => undefined };

const post = postUpload;

/** every URL a response handed out for an image */
const urlsOf = (image: UploadedImage['image'] & { originalUrl?: string | null }) => [
  ...image.renditions.map((r) => r.url),
  ...(image.originalUrl ? [image.originalUrl] : []),
];

/** The files on disk, as storage keys. */
async function filesOnDisk(ctx: TestApp): Promise<string[]> {
  const root = uploadsDir(ctx);
  const folders = await readdir(root).catch(() => [] as string[]);
  const keys: string[] = [];
  for (const folder of folders) {
    for (const name of await readdir(path.join(root, folder))) keys.push(`${folder}/${name}`);
  }
  return keys.sort();
}

/** What the database points at, as storage keys. */
async function filesInDatabase(ctx: TestApp): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ id: uploads.id, widths: uploads.widths, originalFile: uploads.originalFile })
    .from(uploads);
  return rows.flatMap(storageKeysOf).sort();
}

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

const sweepOf = (ctx: TestApp) =>
  createUploadSweep({
    uploads: createUploadsRepository(ctx.database.db),
    storage: createDiskStorage(uploadsDir(ctx)),
    clock: ctx.clock,
  });

/** The sweep of unused and released uploads, run as if a day had passed. */
async function aDayLaterSweep(ctx: TestApp): Promise<number> {
  ctx.clock.advance(25 * 3600);
  try {
    return await sweepOf(ctx).unused();
  } finally {
    ctx.clock.reset();
  }
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
        serviceWith(ctx, failing).upload(a.user.id, { name: 'x.jpg', bytes }),
      ).rejects.toThrow('disk full');
      expect(await filesOnDisk(ctx)).toEqual(before);
      // Files all written, then the row refused (no such owner).
      await expect(
        serviceWith(ctx, disk).upload('no-such-user', { name: 'x.jpg', bytes }),
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

  describe('deleting frees the photo', () => {
    it('a photo taken out of a memory, then the memory deleted: URLs answer 404 at once', async () => {
      const ctx = t();
      const { a, b } = await couple();
      const kept = await uploadImage(ctx, a, await jpegWithExif(1000, 800, 1));
      const dropped = await uploadImage(ctx, a, await jpegWithExif(1000, 800, 1));
      const memory = await createMemory(ctx, a, { images: [kept.id, dropped.id] });
      // The partner's view hands out URLs too.
      const seen = await as(ctx, b, 'GET', `/api/memories/${memory.id}`);
      const [keptImage, droppedImage] = seen.json<{ memory: Memory }>().memory.images;
      for (const url of [...urlsOf(keptImage!), ...urlsOf(droppedImage!)]) {
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      }
      const edited = await as(ctx, b, 'PUT', `/api/memories/${memory.id}`, { images: [kept.id] });
      expect(edited.statusCode, edited.body).toBe(200);
      for (const url of urlsOf(droppedImage!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      for (const url of urlsOf(keptImage!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
      // Taken out by an edit, it waits a day for a change of mind (served to no one), then goes.
      expect(await readdir(uploadsDir(ctx))).toContain(dropped.id);
      await aDayLaterSweep(ctx);
      expect(await readdir(uploadsDir(ctx))).not.toContain(dropped.id);

      expect((await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`)).statusCode).toBe(200);
      for (const url of urlsOf(keptImage!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      expect(await readdir(uploadsDir(ctx))).not.toContain(kept.id);
      // Gone for good: it cannot be put into another memory.
      const again = await as(ctx, a, 'POST', '/api/memories', {
        title: 'x',
        description: 'x',
        date: '2025-10-01',
        images: [kept.id],
      });
      expect(again.statusCode).toBe(422);
    });

    it('a replaced cover is served no more at once; the post deleted, its images go', async () => {
      const ctx = t();
      const { a } = await couple();
      const cover = await uploadImage(ctx, a);
      const inline = await uploadImage(ctx, a);
      const written = await createPost(ctx, a, {
        coverImageId: cover.id,
        content: `Ảnh: ![hoa](upload:${inline.id})`,
      });
      const coverUrls = urlsOf(written.cover!);
      const nextCover = await uploadImage(ctx, a);
      const replaced = await as(ctx, a, 'PUT', `/api/blog/posts/${written.id}`, {
        coverImageId: nextCover.id,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      for (const url of coverUrls) expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      const current = replaced.json<{ post: BlogPost }>().post;
      expect((await as(ctx, a, 'DELETE', `/api/blog/posts/${written.id}`)).statusCode).toBe(200);
      for (const url of urlsOf(current.cover!))
        expect((await fetchFile(ctx, url)).statusCode).toBe(404);
      const left = await readdir(uploadsDir(ctx));
      for (const id of [inline.id, nextCover.id]) expect(left).not.toContain(id);
      // The replaced cover waited for an undo in the editor; a day later it is swept.
      expect(left).toContain(cover.id);
      await aDayLaterSweep(ctx);
      expect(await readdir(uploadsDir(ctx))).not.toContain(cover.id);
    });
  });

  describe('the sweep', () => {
    it('removes files no row names once past the grace, never a file a row names', async () => {
      const ctx = t();
      const { a } = await couple();
      const live = await uploadImage(ctx, a);
      const root = uploadsDir(ctx);
      // A crash between writing files and the row, and a stray temporary beside live files.
      await mkdir(path.join(root, 'crashedUpload0001'), { recursive: true });
      await writeFile(path.join(root, 'crashedUpload0001', '320.webp'), 'x');
      await writeFile(path.join(root, live.id, '320.webp.abc123.partial'), 'x');
      const sweep = sweepOf(ctx);
      // Within the grace (an upload may be writing them right now): kept.
      expect(await sweep.orphans()).toBe(0);
      ctx.clock.advance(2 * 3600);
      try {
        expect(await sweep.orphans()).toBe(2);
      } finally {
        ctx.clock.reset();
      }
      expect(await readdir(root)).not.toContain('crashedUpload0001');
      expect(await filesOnDisk(ctx)).toEqual(await filesInDatabase(ctx));
      for (const url of urlsOf(live.image))
        expect((await fetchFile(ctx, url)).statusCode).toBe(200);
    });

    it('after failed, cancelled and deleted uploads, the folder holds exactly what the database names', async () => {
      const ctx = t();
      const { a } = await couple();
      // failed: not an image, a JPEG that does not decode, a body cut off mid-file
      await post(
        ctx,
        a,
        multipart({ name: 'x.png', type: 'image/png', bytes: Buffer.from('<svg/>') }),
      );
      await post(
        ctx,
        a,
        multipart({
          name: 'x.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        }),
      );
      const whole = multipart({ name: 'x.jpg', type: 'image/jpeg', bytes: await jpegWithExif() });
      const cut = await post(ctx, a, { ...whole, payload: whole.payload.subarray(0, 3000) });
      expect(cut.statusCode).toBe(400);
      // cancelled: uploaded, then the form was closed (never attached)
      await uploadImage(ctx, a);
      // deleted: a memory made and deleted
      const memory = await createMemory(ctx, a, { images: [(await uploadImage(ctx, a)).id] });
      await as(ctx, a, 'DELETE', `/api/memories/${memory.id}`);
      // and one kept
      await createMemory(ctx, a, { images: [(await uploadImage(ctx, a)).id] });
      expect(await filesOnDisk(ctx)).toEqual(await filesInDatabase(ctx));

      const sweep = sweepOf(ctx);
      ctx.clock.advance(25 * 3600);
      try {
        expect(await sweep.unused()).toBeGreaterThanOrEqual(1);
        await sweep.orphans();
      } finally {
        ctx.clock.reset();
      }
      const onDisk = await filesOnDisk(ctx);
      expect(onDisk).toEqual(await filesInDatabase(ctx));
      expect(onDisk.length).toBeGreaterThan(0);
    });
  });
});
