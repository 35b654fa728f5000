'use strict';
/* eslint-disable @typescript-eslint/no-require-imports, no-console -- a plain CommonJS worker, silencing libheif's logging */
/**
 * Decodes one HEIC/HEIF (HEVC) image in a worker thread (lib/heic.ts starts one per file):
 * libheif's WebAssembly build, since the image library's prebuilt libheif reads AV1 only.
 * Plain CommonJS, so Node loads it as it is from src (the tests) and from dist (the build
 * copies it). libheif applies the file's own transformations (irot, imir, clap), so the
 * pixels come out upright; the EXIF orientation inside a HEIF is informative only.
 *
 * In: workerData { bytes: Uint8Array, maxPixels: number }.
 * Out: { width, height, hasAlpha, data: Uint8Array (RGBA) } or { error: 'too-large' | 'unreadable' }.
 */
const { parentPort, workerData } = require('node:worker_threads');

// libheif-js reports a failed parse with console.log: the caller already answers for it.
console.log = () => undefined;

async function decode() {
  const libheif = require('libheif-js/wasm-bundle');
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(workerData.bytes);
  try {
    const image = images.find((candidate) => candidate.is_primary()) || images[0];
    if (!image) return { error: 'unreadable' };
    const width = image.get_width();
    const height = image.get_height();
    if (!width || !height) return { error: 'unreadable' };
    if (width * height > workerData.maxPixels) return { error: 'too-large' };
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const shown = await new Promise((resolve) => image.display(target, resolve));
    if (!shown) return { error: 'unreadable' };
    const data = new Uint8Array(shown.data.buffer);
    return { width, height, hasAlpha: image.has_alpha_channel(), data };
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}

decode().then(
  (result) => parentPort.postMessage(result, result.data ? [result.data.buffer] : []),
  () => parentPort.postMessage({ error: 'unreadable' }),
);
