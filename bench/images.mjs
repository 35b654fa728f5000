// In-process: the upload pipeline (decode, upright, renditions, placeholder, full-size
// original) on a 12 MP JPEG, a 48 MP JPEG and a 12 MP iPhone HEIC, each against a bare
// baseline of the same decode and the largest rendition.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeRuns(runs, work) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

async function compare({ name, runs, ours, baselineName, baseline }) {
  await ours(); // warm-up
  await baseline();
  const oursMs = await timeRuns(runs, ours);
  const bareMs = await timeRuns(runs, baseline);
  return {
    name,
    medianMs: Math.round(oursMs),
    baselineName,
    baselineMedianMs: Math.round(bareMs),
    ratio: Math.round((bareMs / oursMs) * 100) / 100,
  };
}

export async function benchImageProcessing(root, quick) {
  const serverDir = join(root, 'apps/server');
  const requireServer = createRequire(join(serverDir, 'package.json'));
  // sharp and libheif as the server resolves them, wherever npm placed them
  const sharp = requireServer('sharp');
  const libheif = requireServer('libheif-js/wasm-bundle');
  const { processImage } = await import(pathToFileURL(join(serverDir, 'dist/lib/images.js')).href);
  const noisy = (width, height, sigma) =>
    sharp({
      create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
  const runs = quick ? 3 : 9;
  const results = [];

  // 4000 x 3000 with noise, so the JPEG is as hard to decode as a photo.
  const photo = await noisy(4000, 3000, 40);
  results.push(
    await compare({
      name: `12 MP JPEG -> renditions + placeholder + original (${Math.round(photo.length / 1024)} KB)`,
      runs,
      ours: () => processImage(photo, 'image/jpeg'),
      baselineName: "sharp's bare resize to 1920 px WebP",
      baseline: () => sharp(photo).resize({ width: 1920 }).webp({ quality: 80 }).toBuffer(),
    }),
  );

  // A 48 MP camera's photo (8000 x 6000); less grain, as a phone's denoised photo has.
  const large = await noisy(8000, 6000, 20);
  results.push(
    await compare({
      name: `48 MP JPEG -> renditions + placeholder + original (${Math.round(large.length / 1024)} KB)`,
      runs: quick ? 2 : 5,
      ours: () => processImage(large, 'image/jpeg'),
      baselineName: "sharp's bare decode to a full-size JPEG and a 1920 px WebP",
      baseline: () =>
        Promise.all([
          sharp(large).jpeg({ quality: 90 }).toBuffer(),
          sharp(large).resize({ width: 1920 }).webp({ quality: 80 }).toBuffer(),
        ]),
    }),
  );

  // An iPhone-sized HEIC (4032 x 3024, HEVC): the worker, the pipeline and the original.
  const heic = await readFile(join(serverDir, 'test/fixtures/heic/iphone-12mp.heic'));
  results.push(
    await compare({
      name: `12 MP HEIC (HEVC, worker) -> renditions + placeholder + original (${Math.round(heic.length / 1024)} KB)`,
      runs,
      // one person's photos, as a phone sends them: the worker waits for the next
      ours: () => processImage(heic, 'image/heic', 'bench-owner'),
      baselineName: 'libheif decode in-process, then a 1920 px WebP',
      baseline: async () => {
        const decoder = new libheif.HeifDecoder();
        const [image] = decoder.decode(heic);
        const width = image.get_width();
        const height = image.get_height();
        const data = new Uint8ClampedArray(width * height * 4);
        await new Promise((resolve) => image.display({ data, width, height }, resolve));
        image.free();
        libheif.heif_context_free(decoder.decoder);
        await sharp(Buffer.from(data.buffer), { raw: { width, height, channels: 4 } })
          .resize({ width: 1920 })
          .webp({ quality: 80 })
          .toBuffer();
      },
    }),
  );
  return results;
}
