import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_ANIMATION_FRAMES, processImage } from '../src/lib/images.js';
import { connectedPair } from './helpers/couple.js';
import { multipart, postUpload } from './helpers/images.js';
import type { UploadedImage } from './helpers/images.js';
import { createMemory } from './helpers/memories.js';
import { downloadExportZip, exportOf, unzip } from './helpers/portability.js';
import { describeEachEngine, useTestApp } from './helpers/test-app.js';

/**
 * An animated GIF keeps moving: animated WebP renditions (bounded in frames), a still
 * placeholder, and a GIF original, which the export keeps as it is stored.
 */

/** An animated GIF of `frames` frames, each a different colour, 100 ms each. */
async function animatedGif(frames: number, width = 120, height = 90): Promise<Buffer> {
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({
        create: { width, height, channels: 3, background: { r: (i * 37) % 256, g: 60, b: 140 } },
      })
        .png()
        .toBuffer(),
    ),
  );
  // joining takes two or more pictures
  const joined =
    pictures.length > 1 ? sharp(pictures, { join: { animated: true } }) : sharp(pictures[0]);
  return joined.gif({ delay: Array.from({ length: frames }, () => 100), loop: 0 }).toBuffer();
}

/** the frames of an image file (1 for a still) */
const framesOf = async (bytes: Buffer) =>
  (await sharp(bytes, { animated: true }).metadata()).pages ?? 1;

describe('animated GIFs in the pipeline', () => {
  it('keeps every frame in each rendition and the original; the placeholder is still', async () => {
    const result = await processImage(await animatedGif(3, 400, 300), 'image/gif');
    expect({ width: result.width, height: result.height }).toEqual({ width: 400, height: 300 });
    expect(result.renditions.map((r) => r.width)).toEqual([320, 400]);
    for (const rendition of result.renditions) {
      const meta = await sharp(rendition.bytes, { animated: true }).metadata();
      expect(meta.format, rendition.name).toBe('webp');
      expect(meta.pages, rendition.name).toBe(3);
      expect(meta.pageHeight, rendition.name).toBe(Math.round((rendition.width * 300) / 400));
      expect(meta.delay, rendition.name).toEqual([100, 100, 100]);
    }
    expect(result.original).toMatchObject({ name: 'original.gif', contentType: 'image/gif' });
    expect(await framesOf(result.original.bytes)).toBe(3);
    const placeholder = Buffer.from(result.placeholder.split(',')[1] ?? '', 'base64');
    expect(await framesOf(placeholder)).toBe(1);
  });

  it(`keeps at most ${MAX_ANIMATION_FRAMES} frames of a longer animation`, async () => {
    const result = await processImage(
      await animatedGif(MAX_ANIMATION_FRAMES + 10, 16, 16),
      'image/gif',
    );
    for (const rendition of result.renditions)
      expect(await framesOf(rendition.bytes)).toBe(MAX_ANIMATION_FRAMES);
  });

  it('a one-frame GIF is a still, as before', async () => {
    const result = await processImage(await animatedGif(1), 'image/gif');
    expect(result.original.name).toBe('original.png');
    expect(await framesOf(result.renditions[0]!.bytes)).toBe(1);
  });
});

describeEachEngine('animated GIFs, uploaded and exported', (engine) => {
  const t = useTestApp(engine);

  it('serves a moving rendition and exports the GIF original', async () => {
    const ctx = t();
    const { a: me } = await connectedPair(ctx);
    const gif = await animatedGif(4);
    const res = await postUpload(
      ctx,
      me,
      multipart({ name: 'dance.gif', type: 'image/gif', bytes: gif }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const uploaded = res.json<UploadedImage & { image: { originalUrl: string } }>();
    const rendition = await ctx.app.inject({ method: 'GET', url: uploaded.image.url });
    expect(rendition.headers['content-type']).toBe('image/webp');
    expect(await framesOf(rendition.rawPayload)).toBe(4);
    const original = await ctx.app.inject({ method: 'GET', url: uploaded.image.originalUrl });
    expect(original.headers['content-type']).toBe('image/gif');
    expect(await framesOf(original.rawPayload)).toBe(4);

    await createMemory(ctx, me, { title: 'Nhảy', images: [uploaded.id] });
    const job = await exportOf(ctx, me);
    const download = await downloadExportZip(ctx, me, job.id);
    expect(download.statusCode).toBe(200);
    const files = await unzip(download.rawPayload);
    const photos = [...files.keys()].filter((name) => name.startsWith('photos/'));
    expect(photos).toEqual([expect.stringMatching(/\.gif$/)]);
    expect(files.get(photos[0]!)?.equals(original.rawPayload)).toBe(true);
    const data: unknown = JSON.parse(files.get('data.json')?.toString('utf8') ?? '{}');
    expect(JSON.stringify(data)).toContain('"type":"image/gif"');
  });
});
