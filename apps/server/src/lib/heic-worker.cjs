'use strict';
/* eslint-disable @typescript-eslint/no-require-imports, no-console -- a plain CommonJS worker, silencing libheif's logging */
/**
 * Decodes HEIC/HEIF (HEVC) images in a worker thread (lib/heic.ts keeps up to two, each for a
 * burst of files): libheif's WebAssembly build, since the image library's prebuilt libheif
 * reads AV1 only. Plain CommonJS, so Node loads it as it is from src (the tests) and from
 * dist (the build copies it). libheif applies the file's own transformations (irot, imir,
 * clap), so the pixels come out upright; the EXIF orientation inside a HEIF is informative
 * only.
 *
 * In, one message a file: { bytes: Uint8Array, maxPixels: number }.
 * Out, one answer each: { width, height, hasAlpha, data: Uint8Array (RGBA), memoryBytes } or
 * { error: 'too-large' | 'unreadable', memoryBytes }, where memoryBytes is what libheif's
 * WebAssembly memory has grown to (it never shrinks: the owner ends a worker grown too far).
 */
const { parentPort } = require('node:worker_threads');

// libheif-js reports a failed parse with console.log: the caller already answers for it.
console.log = () => undefined;

const libheif = require('libheif-js/wasm-bundle');

async function decode({ bytes, maxPixels }) {
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const image = images.find((candidate) => candidate.is_primary()) || images[0];
    if (!image) return { error: 'unreadable' };
    const width = image.get_width();
    const height = image.get_height();
    if (!width || !height) return { error: 'unreadable' };
    if (width * height > maxPixels) return { error: 'too-large' };
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

parentPort.on('message', (file) => {
  decode(file).then(
    (result) => {
      const answer = { ...result, memoryBytes: libheif.HEAP8.buffer.byteLength };
      parentPort.postMessage(answer, result.data ? [result.data.buffer] : []);
    },
    () =>
      parentPort.postMessage({ error: 'unreadable', memoryBytes: libheif.HEAP8.buffer.byteLength }),
  );
});
