import { IMAGE_TYPES, UPLOAD_LIMITS } from '@doita/shared';
import type { ImageType } from '@doita/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** What the bytes are, by their signature (never the name or the declared type). */
export type DetectedType =
  | { kind: 'allowed'; type: ImageType }
  | { kind: 'other-image'; type: string }
  | { kind: 'not-image' };

export async function detectImageType(bytes: Buffer): Promise<DetectedType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return { kind: 'not-image' };
  if ((IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    return { kind: 'allowed', type: detected.mime as ImageType };
  }
  return detected.mime.startsWith('image/')
    ? { kind: 'other-image', type: detected.mime }
    : { kind: 'not-image' };
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** WebP renditions, narrowest first */
  renditions: { width: number; bytes: Buffer }[];
  /** a tiny blurred WebP, as a data: URL */
  placeholder: string;
}

/** A decompression bomb (a small file of huge dimensions) fails before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Decodes and re-encodes: turned upright by its EXIF orientation, then written as WebP
 * without any metadata (sharp keeps none unless asked: EXIF, GPS and ICC text are gone).
 * A GIF keeps its first frame. Throws when the bytes do not decode.
 *
 * The file is decoded once, straight to the largest rendition (a JPEG shrinks while it
 * loads), and the smaller ones are made from those pixels: the cost is close to one resize.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error('no dimensions');
  // Orientations 5-8 turn the picture a quarter: width and height swap.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = quarterTurn ? meta.height : meta.width;
  const height = quarterTurn ? meta.width : meta.height;
  const widths = renditionWidths(width);
  const largest = widths.at(-1) ?? width;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const renditions = await Promise.all(
    widths.map(async (target) => ({
      width: target,
      bytes: await (target === info.width ? pixels() : pixels().resize({ width: target }))
        .webp({ quality: target <= 320 ? 70 : 80 })
        .toBuffer(),
    })),
  );
  const tiny = await pixels().resize({ width: 16 }).blur(1.2).webp({ quality: 40 }).toBuffer();
  return {
    width,
    height,
    renditions,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

/** The standard widths below the image's own, plus its own width when narrower than the largest. */
export function renditionWidths(width: number): number[] {
  const standard = UPLOAD_LIMITS.renditionWidths.filter((w) => w < width);
  const largest = UPLOAD_LIMITS.renditionWidths.at(-1) ?? width;
  return [...standard, Math.min(width, largest)];
}
