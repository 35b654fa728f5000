// In-process: the upload pipeline (decode, upright, renditions, placeholder) on a 12 MP
// JPEG, against sharp's own bare resize of the same file to the largest rendition.
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

export async function benchImageProcessing(root, quick) {
  const serverDir = join(root, 'apps/server');
  // sharp as the server resolves it, wherever npm placed it
  const sharp = createRequire(join(serverDir, 'package.json'))('sharp');
  const { processImage } = await import(pathToFileURL(join(serverDir, 'dist/lib/images.js')).href);
  // 4000 x 3000 with noise, so the JPEG is as hard to decode as a photo.
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const runs = quick ? 5 : 15;
  await processImage(photo); // warm-up
  const ours = await timeRuns(runs, () => processImage(photo));
  const bare = await timeRuns(runs, () =>
    sharp(photo).resize({ width: 1920 }).webp({ quality: 80 }).toBuffer(),
  );
  return {
    name: `12 MP JPEG -> renditions + placeholder (${Math.round(photo.length / 1024)} KB)`,
    medianMs: Math.round(ours),
    baselineName: "sharp's bare resize to 1920 px WebP",
    baselineMedianMs: Math.round(bare),
    ratio: Math.round((bare / ours) * 100) / 100,
  };
}
