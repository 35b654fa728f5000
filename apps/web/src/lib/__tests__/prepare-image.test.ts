import { describe, expect, it } from 'vitest';
import { ERROR_CODES, UPLOAD_LIMITS } from '@doita/shared';
import { ApiError } from '../api-error';
import {
  QUALITY_STEPS,
  prepareImageForUpload,
  shrinkSize,
  type DecodedImage,
  type ImageCodec,
} from '../prepare-image';

const MB = 1024 * 1024;
const LIMIT = UPLOAD_LIMITS.maxBytes;

function fileOf(name: string, size: number, type = 'image/jpeg'): File {
  const file = new File([new Uint8Array(4)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * A codec whose JPEG size is `bytesPerPixel(quality)` times the pixels drawn; records what
 * was drawn and the qualities tried.
 */
function fakeCodec(
  width: number,
  height: number,
  bytesPerPixel: (quality: number) => number = (q) => q * 0.5,
) {
  const drawn: { width: number; height: number }[] = [];
  const qualities: number[] = [];
  let closed = 0;
  const decoded: DecodedImage = {
    width,
    height,
    close: () => {
      closed += 1;
    },
    render: (w, h) => {
      drawn.push({ width: w, height: h });
      return Promise.resolve((quality: number) => {
        qualities.push(quality);
        const size = Math.round(w * h * bytesPerPixel(quality));
        const blob = new Blob([new Uint8Array(4)], { type: 'image/jpeg' });
        Object.defineProperty(blob, 'size', { value: size });
        return Promise.resolve(blob);
      });
    },
  };
  const codec: ImageCodec = { decode: () => Promise.resolve(decoded) };
  return { codec, drawn, qualities, closed: () => closed };
}

const undecodable: ImageCodec = { decode: () => Promise.resolve(null) };

describe('shrinkSize', () => {
  it.each([
    [8000, 6000, 4096, 3072],
    [6000, 8000, 3072, 4096],
    [20_000, 1000, 4096, 205],
    [1000, 20_000, 205, 4096],
    [4097, 100, 4096, 100],
    [4096, 3000, 4096, 3000],
    [4000, 3000, 4000, 3000],
    [40, 40, 40, 40],
    [1, 1, 1, 1],
    [20_000, 1, 4096, 1],
  ])('%i x %i -> %i x %i (never enlarged, longest side 4096)', (w, h, ew, eh) => {
    expect(shrinkSize(w, h)).toEqual({ width: ew, height: eh });
  });
});

describe('prepareImageForUpload', () => {
  it('sends a photo that fits and is no larger than the kept original as it is', async () => {
    const file = fileOf('IMG_1.jpg', 3 * MB);
    const fake = fakeCodec(4032, 3024);
    expect(await prepareImageForUpload(file, { codec: fake.codec })).toBe(file);
    expect(fake.drawn).toEqual([]);
    expect(fake.closed()).toBe(1);
  });

  it('brings a 48 MP photo over the limit to 4096 px and under the limit, quality step by step', async () => {
    const file = fileOf('PXL_2025.jpg', 12 * MB);
    const fake = fakeCodec(8000, 6000);
    let told = 0;
    const sent = await prepareImageForUpload(file, { codec: fake.codec, onShrink: () => told++ });
    expect(told).toBe(1);
    expect(sent).not.toBe(file);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('PXL_2025.jpg');
    expect(sent.size).toBeLessThanOrEqual(LIMIT);
    expect(fake.drawn).toEqual([{ width: 4096, height: 3072 }]);
    // 0.92 and 0.85 do not fit 12.6 MP at half a byte per quality; 0.78 does.
    expect(fake.qualities).toEqual([0.92, 0.85, 0.78]);
  });

  it('shrinks a photo under the limit that is larger than 4096 px (a slow phone sends less)', async () => {
    const file = fileOf('pano.heic', 4.5 * MB, 'image/heic');
    const fake = fakeCodec(20_000, 3000, () => 0.2);
    const sent = await prepareImageForUpload(file, { codec: fake.codec });
    expect(fake.drawn).toEqual([{ width: 4096, height: 614 }]);
    expect(sent.name).toBe('pano.jpg');
    expect(sent.size).toBeLessThan(file.size);
  });

  it('sends a GIF that fits as it is, however large its frames (a canvas keeps one frame)', async () => {
    const fake = fakeCodec(6000, 4000);
    const gif = fileOf('dance.gif', 3 * MB, 'image/gif');
    expect(await prepareImageForUpload(gif, { codec: fake.codec })).toBe(gif);
    expect(fake.drawn).toEqual([]);
  });

  it('keeps a smaller photo’s every pixel, lowering only the quality', async () => {
    const file = fileOf('scan.png', 9 * MB, 'image/png');
    const fake = fakeCodec(3000, 2500, (q) => q * 1.2);
    const sent = await prepareImageForUpload(file, { codec: fake.codec });
    expect(fake.drawn).toEqual([{ width: 3000, height: 2500 }]);
    expect(sent.size).toBeLessThanOrEqual(LIMIT);
    expect(fake.qualities.at(-1)).toBeLessThan(QUALITY_STEPS[0]);
  });

  it('goes below 4096 px only when even the lowest quality is over the limit, and never refuses', async () => {
    const file = fileOf('noise.jpg', 30 * MB);
    const fake = fakeCodec(8000, 8000, () => 2);
    const sent = await prepareImageForUpload(file, { codec: fake.codec });
    expect(sent.size).toBeLessThanOrEqual(LIMIT);
    expect(fake.drawn[0]).toEqual({ width: 4096, height: 4096 });
    expect(fake.drawn.length).toBeGreaterThan(1);
    expect(fake.qualities.slice(0, QUALITY_STEPS.length)).toEqual([...QUALITY_STEPS]);
  });

  it('keeps the original when re-encoding a photo that fit gains nothing', async () => {
    const file = fileOf('small.jpg', 1 * MB);
    const fake = fakeCodec(5000, 100, () => 4);
    expect(await prepareImageForUpload(file, { codec: fake.codec })).toBe(file);
  });

  it('sends what this browser cannot decode (a HEIC outside Safari) as it is when it fits', async () => {
    const file = fileOf('IMG_0420.HEIC', 2 * MB, 'image/heic');
    expect(await prepareImageForUpload(file, { codec: undecodable })).toBe(file);
  });

  it('says FILE_TOO_LARGE only for a file over the limit this browser cannot decode', async () => {
    const file = fileOf('IMG_0421.HEIC', 7 * MB, 'image/heic');
    const failure = await prepareImageForUpload(file, { codec: undecodable }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, code: ERROR_CODES.fileTooLarge });
    // The next photo is not held up by that failure.
    const next = fileOf('b.jpg', 1 * MB);
    expect(await prepareImageForUpload(next, { codec: undecodable })).toBe(next);
  });
});
