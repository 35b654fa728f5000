import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_LIMITS } from '@doita/shared';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  HeicDecodeError,
  KEEP_MEMORY_BYTES,
  decodeHeic,
  endIdleHeicWorkers,
  idleHeicWorkers,
} from '../src/lib/heic.js';
import {
  UnreadableImageError,
  WEBP_MAX_SIDE,
  detectImageType,
  processImage,
  renditionWidths,
} from '../src/lib/images.js';
import type { ProcessedImage } from '../src/lib/images.js';
import { twoTone } from './helpers/images.js';

const HEIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/heic');
const heic = (name: string) => readFile(path.join(HEIC_DIR, name));
const serverDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url));

const BLUE = { r: 32, g: 64, b: 255 };
const PINK = { r: 200, g: 80, b: 120 };

/** the colour at (x, y) given as fractions of the picture */
async function colourAt(bytes: Buffer, fx: number, fy: number) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.floor(fx * info.width));
  const y = Math.min(info.height - 1, Math.floor(fy * info.height));
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

const near = (a: { r: number; g: number; b: number }, b: typeof a) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 60;

/** Every file of a processed image: dimensions, no metadata, the top half's colour. */
async function expectUpright(result: ProcessedImage, top: typeof BLUE, bottom: typeof BLUE) {
  for (const file of [...result.renditions, result.original]) {
    const meta = await sharp(file.bytes).metadata();
    expect(meta.exif, file.name).toBeUndefined();
    expect(meta.orientation, file.name).toBeUndefined();
    expect(near(await colourAt(file.bytes, 0.5, 0.1), top), `${file.name} top`).toBe(true);
    expect(near(await colourAt(file.bytes, 0.5, 0.9), bottom), `${file.name} bottom`).toBe(true);
  }
  const original = await sharp(result.original.bytes).metadata();
  expect({ width: original.width, height: original.height }).toEqual({
    width: result.width,
    height: result.height,
  });
}

describe('renditionWidths', () => {
  const [small, middle, large] = UPLOAD_LIMITS.renditionWidths;
  const cases: [string, number, number][] = [
    ['1 x 1', 1, 1],
    ['a tiny 40 px image', 40, 40],
    ...UPLOAD_LIMITS.renditionWidths.flatMap((w): [string, number, number][] => [
      [`exactly ${w}`, w, 600],
      [`${w} + 1`, w + 1, 600],
      [`${w} - 1`, w - 1, 600],
    ]),
    ['48 MP', 8000, 6000],
    ['a 20 000 px panorama', 20_000, 2000],
    ['a 20 000 x 1 line', 20_000, 1],
    ['very tall', 1080, 40_000],
    ['extremely tall', 100, 100_000],
  ];
  it.each(cases)(
    '%s: unique, ascending, never wider than the image or taller than WebP',
    (_, w, h) => {
      const widths = renditionWidths(w, h);
      expect(widths.length).toBeGreaterThan(0);
      expect(new Set(widths).size).toBe(widths.length);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      for (const width of widths) {
        expect(width).toBeLessThanOrEqual(w);
        expect(Math.round((width * h) / w)).toBeLessThanOrEqual(WEBP_MAX_SIDE);
      }
    },
  );
  it('keeps the standard widths below the image and its own width up to the largest', () => {
    expect(renditionWidths(1921, 1000)).toEqual([small, middle, large]);
    expect(renditionWidths(1920, 1000)).toEqual([small, middle, large]);
    expect(renditionWidths(1919, 1000)).toEqual([small, middle, 1919]);
    expect(renditionWidths(961, 500)).toEqual([small, middle, 961]);
    expect(renditionWidths(320, 500)).toEqual([small]);
    expect(renditionWidths(40, 40)).toEqual([40]);
  });
});

describe('processImage', () => {
  it.each([
    ['JPEG', 'image/jpeg', (s: Sharp) => s.jpeg()],
    ['PNG', 'image/png', (s: Sharp) => s.png()],
    ['WebP', 'image/webp', (s: Sharp) => s.webp()],
    ['AVIF', 'image/avif', (s: Sharp) => s.avif({ quality: 60, effort: 0 })],
  ] as const)(
    '%s taken with the phone turned (EXIF orientation 6 and 8) comes out upright',
    async (_, type, encode) => {
      for (const [orientation, top, bottom] of [
        [6, BLUE, PINK],
        [8, PINK, BLUE],
      ] as const) {
        const bytes = await encode(twoTone(640, 480)).withMetadata({ orientation }).toBuffer();
        expect(await detectImageType(bytes)).toEqual({ kind: 'allowed', type });
        const result = await processImage(bytes, type);
        expect({ w: result.width, h: result.height }).toEqual({ w: 480, h: 640 });
        expect(result.renditions.map((r) => r.width)).toEqual([320, 480]);
        expect(result.original.name).toBe(type === 'image/png' ? 'original.png' : 'original.jpg');
        await expectUpright(result, top, bottom);
      }
    },
  );

  it('reads a HEIC from an iPhone (HEVC): its irot turns the picture upright', async () => {
    const portrait = await heic('portrait-rot.heic');
    expect(await detectImageType(portrait)).toEqual({ kind: 'allowed', type: 'image/heic' });
    const result = await processImage(portrait, 'image/heic');
    expect({ w: result.width, h: result.height }).toEqual({ w: 480, h: 640 });
    expect(result.original.name).toBe('original.jpg');
    await expectUpright(result, BLUE, PINK);
    // The file carries EXIF (camera, GPS) too; none of it is kept.
    for (const file of [...result.renditions, result.original]) {
      expect(file.bytes.includes(Buffer.from('Secret Phone'))).toBe(false);
    }

    const landscape = await processImage(await heic('landscape.heic'), 'image/heic');
    expect({ w: landscape.width, h: landscape.height }).toEqual({ w: 640, h: 480 });
    expect(near(await colourAt(landscape.original.bytes, 0.1, 0.5), BLUE)).toBe(true);
    expect(near(await colourAt(landscape.original.bytes, 0.9, 0.5), PINK)).toBe(true);
  });

  it('keeps a GIF’s first frame, and a PNG with transparency as PNG', async () => {
    const gif = await twoTone(100, 80).gif().toBuffer();
    const fromGif = await processImage(gif, 'image/gif');
    expect(fromGif.original.name).toBe('original.png');
    const transparent = await sharp({
      create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp()
      .toBuffer();
    const fromWebp = await processImage(transparent, 'image/webp');
    expect(fromWebp.original).toMatchObject({ name: 'original.png', contentType: 'image/png' });
  });

  it.each([
    ['a tiny 40 px image', 40, 40, [40]],
    ['1 x 1', 1, 1, [1]],
    ['one pixel wider than the largest rendition', 1921, 1080, [320, 960, 1920]],
    ['exactly the largest rendition', 1920, 1080, [320, 960, 1920]],
    ['exactly the middle rendition', 960, 540, [320, 960]],
    ['a very tall screenshot', 1080, 20_000, [320, 884]],
  ])('%s: renditions %j, an original at full size', async (_, width, height, widths) => {
    const bytes = await twoTone(width, height).jpeg({ quality: 70 }).toBuffer();
    const result = await processImage(bytes, 'image/jpeg');
    expect(result.renditions.map((r) => r.width)).toEqual(widths);
    for (const rendition of result.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.width).toBe(rendition.width);
      expect(meta.height).toBeLessThanOrEqual(WEBP_MAX_SIDE);
    }
    const original = await sharp(result.original.bytes).metadata();
    expect({ w: original.width, h: original.height }).toEqual({ w: width, h: height });
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('refuses what does not decode as what it says it is', async () => {
    const portrait = await heic('portrait-rot.heic');
    const cut = portrait.subarray(0, Math.floor(portrait.length / 2));
    await expect(processImage(cut, 'image/heic')).rejects.toBeInstanceOf(UnreadableImageError);
    const fakeHeic = Buffer.concat([portrait.subarray(0, 40), Buffer.alloc(400, 7)]);
    await expect(processImage(fakeHeic, 'image/heic')).rejects.toBeInstanceOf(UnreadableImageError);
    const jpeg = await twoTone(64, 64).jpeg().toBuffer();
    await expect(processImage(jpeg.subarray(0, 100), 'image/jpeg')).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});

describe('decodeHeic (a worker with a pixel and a time limit)', () => {
  // files before this one may have left workers waiting
  beforeEach(() => endIdleHeicWorkers());

  it('decodes a 12 MP iPhone-sized HEIC', async () => {
    const decoded = await decodeHeic(await heic('iphone-12mp.heic'), {
      maxPixels: 100_000_000,
      timeoutMs: 30_000,
    });
    expect({ w: decoded.width, h: decoded.height, alpha: decoded.hasAlpha }).toEqual({
      w: 4032,
      h: 3024,
      alpha: false,
    });
    expect(decoded.data.length).toBe(4032 * 3024 * 4);
  });

  it('takes many at once, two workers at a time, every one answered', async () => {
    const bytes = await heic('landscape.heic');
    const limits = { maxPixels: 100_000_000, timeoutMs: 30_000 };
    const decoded = await Promise.all(Array.from({ length: 5 }, () => decodeHeic(bytes, limits)));
    expect(decoded.map((d) => d.width)).toEqual([640, 640, 640, 640, 640]);
  });

  it('refuses more pixels than allowed before decoding, and stops a slow decode', async () => {
    const bytes = await heic('iphone-12mp.heic');
    await expect(decodeHeic(bytes, { maxPixels: 1_000_000, timeoutMs: 30_000 })).rejects.toEqual(
      new HeicDecodeError('too-large'),
    );
    await expect(decodeHeic(bytes, { maxPixels: 100_000_000, timeoutMs: 5 })).rejects.toEqual(
      new HeicDecodeError('timeout'),
    );
    // The next one is not held up by those.
    const ok = await decodeHeic(await heic('landscape.heic'), {
      maxPixels: 100_000_000,
      timeoutMs: 30_000,
    });
    expect(ok.width).toBe(640);
  });

  it('keeps a worker that answered for the same person’s next file a while, and no longer', async () => {
    const bytes = await heic('landscape.heic');
    const limits = { maxPixels: 100_000_000, timeoutMs: 30_000 };
    // nobody named: nothing kept
    await decodeHeic(bytes, limits);
    expect(idleHeicWorkers()).toEqual([]);
    const an = { owner: 'an', ms: 400 };
    await decodeHeic(bytes, limits, an);
    expect(idleHeicWorkers()).toHaveLength(1);
    // the next file takes it: still one, not two
    expect((await decodeHeic(bytes, limits, an)).width).toBe(640);
    expect(idleHeicWorkers()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(idleHeicWorkers()).toEqual([]);
  });

  it('never hands one person’s worker to another, and keeps no more waiting than may run', async () => {
    const bytes = await heic('landscape.heic');
    const limits = { maxPixels: 100_000_000, timeoutMs: 30_000 };
    const owners = () => idleHeicWorkers().map(({ owner }) => owner);
    const threadOf = (owner: string) => idleHeicWorkers().find((w) => w.owner === owner)?.threadId;
    await decodeHeic(bytes, limits, { owner: 'an', ms: 60_000 });
    const an = threadOf('an');
    // someone else's file: a worker of its own, beside An's
    await decodeHeic(bytes, limits, { owner: 'binh', ms: 60_000 });
    expect(owners()).toEqual(['an', 'binh']);
    const binh = threadOf('binh');
    expect(binh).not.toBe(an);
    // a third person: the longest waiting (An's) makes room, and Chi gets a new one
    await decodeHeic(bytes, limits, { owner: 'chi', ms: 60_000 });
    expect(owners()).toEqual(['binh', 'chi']);
    expect([an, binh]).not.toContain(threadOf('chi'));
    // Binh's next file: Binh's own worker again
    await decodeHeic(bytes, limits, { owner: 'binh', ms: 60_000 });
    expect(owners()).toEqual(['chi', 'binh']);
    expect(threadOf('binh')).toBe(binh);
    // two others at once: no more workers alive than may decode, so both waiting ones go
    await Promise.all([
      decodeHeic(bytes, limits, { owner: 'dung', ms: 60_000 }),
      decodeHeic(bytes, limits, { owner: 'em', ms: 60_000 }),
    ]);
    expect(owners().sort()).toEqual(['dung', 'em']);
  });

  it('ends a worker after its 50th file', async () => {
    const bytes = await heic('landscape.heic');
    const limits = { maxPixels: 100_000_000, timeoutMs: 30_000 };
    const keep = { owner: 'an', ms: 60_000 };
    await decodeHeic(bytes, limits, keep);
    const first = idleHeicWorkers()[0]?.threadId;
    for (let file = 2; file < 50; file += 1) await decodeHeic(bytes, limits, keep);
    expect(idleHeicWorkers()).toEqual([{ owner: 'an', threadId: first }]);
    await decodeHeic(bytes, limits, keep);
    expect(idleHeicWorkers()).toEqual([]);
    await decodeHeic(bytes, limits, keep);
    expect(idleHeicWorkers()[0]?.threadId).not.toBe(first);
  }, 60_000);

  it('ends a worker whose memory grew past its bound, and keeps one under it', async () => {
    const limits = { maxPixels: 100_000_000, timeoutMs: 30_000 };
    const large = await heic('iphone-12mp.heic');
    // a 12 MP photo leaves the decoder's memory at about 100 MB: under the default bound
    expect(KEEP_MEMORY_BYTES).toBe(256 * 1024 * 1024);
    await decodeHeic(large, limits, { owner: 'an', ms: 60_000 });
    expect(idleHeicWorkers()).toHaveLength(1);
    // the same file under a bound it passes (as a 48 MP photo passes the default): ended,
    // and the person's next file is decoded by a new worker
    const kept = idleHeicWorkers()[0]?.threadId;
    const small = { owner: 'an', ms: 60_000, maxMemoryBytes: 32 * 1024 * 1024 };
    expect((await decodeHeic(large, limits, small)).width).toBe(4032);
    expect(idleHeicWorkers()).toEqual([]);
    await decodeHeic(await heic('landscape.heic'), limits, { owner: 'an', ms: 60_000 });
    expect(idleHeicWorkers()[0]?.threadId).not.toBe(kept);
  }, 60_000);

  it('ends a worker whose file failed, so the next file has a new one', async () => {
    const limits = { maxPixels: 100_000_000, timeoutMs: 30_000 };
    const keep = { owner: 'an', ms: 60_000 };
    const landscape = await heic('landscape.heic');
    await decodeHeic(landscape, limits, keep);
    const kept = idleHeicWorkers()[0]?.threadId;
    expect(kept).toBeDefined();
    // not a picture: the worker that read it is not kept
    const broken = Buffer.concat([landscape.subarray(0, 40), Buffer.alloc(400, 7)]);
    await expect(decodeHeic(broken, limits, keep)).rejects.toEqual(
      new HeicDecodeError('unreadable'),
    );
    expect(idleHeicWorkers()).toEqual([]);
    // too many pixels, or too slow: the same
    await decodeHeic(landscape, limits, keep);
    const iphone = await heic('iphone-12mp.heic');
    await expect(decodeHeic(iphone, { ...limits, maxPixels: 1_000 }, keep)).rejects.toEqual(
      new HeicDecodeError('too-large'),
    );
    expect(idleHeicWorkers()).toEqual([]);
    await decodeHeic(landscape, limits, keep);
    await expect(decodeHeic(iphone, { ...limits, timeoutMs: 5 }, keep)).rejects.toEqual(
      new HeicDecodeError('timeout'),
    );
    expect(idleHeicWorkers()).toEqual([]);
    expect((await decodeHeic(landscape, limits, keep)).width).toBe(640);
    expect(idleHeicWorkers()[0]?.threadId).not.toBe(kept);
  });

  it('a waiting worker does not keep the process from ending', () => {
    const script = path.join(mkdtempSync(path.join(tmpdir(), 'heic-exit-')), 'decode.mts');
    writeFileSync(
      script,
      [
        "import { readFileSync } from 'node:fs';",
        `import { decodeHeic, idleHeicWorkers } from ${JSON.stringify(path.join(serverDir, 'src/lib/heic.ts'))};`,
        `const bytes = readFileSync(${JSON.stringify(path.join(HEIC_DIR, 'landscape.heic'))});`,
        "await decodeHeic(bytes, { maxPixels: 1e8, timeoutMs: 30000 }, { owner: 'an', ms: 600000 });",
        "console.log('decoded, waiting:', idleHeicWorkers().length);",
      ].join('\n'),
    );
    const started = Date.now();
    const child = spawnSync(process.execPath, ['--import', tsx, script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    rmSync(path.dirname(script), { recursive: true, force: true });
    expect(child.stdout.trim(), child.stderr).toBe('decoded, waiting: 1');
    expect(child.status).toBe(0);
    // the worker waits ten minutes for a file: the process ended long before
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
