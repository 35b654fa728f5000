import { IMAGE_TYPES, UPLOAD_LIMITS } from '@doita/shared';
import type { ImageType } from '@doita/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { HeicDecodeError, decodeHeic } from './heic.js';

// libvips keeps recent operations and their images (up to 50 MB, 100 operations, 20 files)
// to reuse them; every upload's bytes are new, so nothing is reused and the cache only held
// a burst's memory long after it was over.
sharp.cache(false);

/** What the bytes are, by their signature (never the name or the declared type). */
export type DetectedType =
  | { kind: 'allowed'; type: ImageType }
  | { kind: 'other-image'; type: string }
  | { kind: 'not-image' };

/** A HEIF sequence (a burst, an animation) still has a first picture to keep. */
const DETECTED_ALIASES: Record<string, ImageType> = {
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heif',
};

export async function detectImageType(bytes: Buffer): Promise<DetectedType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return { kind: 'not-image' };
  const type = DETECTED_ALIASES[detected.mime] ?? detected.mime;
  if ((IMAGE_TYPES as readonly string[]).includes(type)) {
    return { kind: 'allowed', type: type as ImageType };
  }
  return detected.mime.startsWith('image/')
    ? { kind: 'other-image', type: detected.mime }
    : { kind: 'not-image' };
}

/** A file of an upload, as stored. */
export interface ImageFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  /** upright */
  width: number;
  height: number;
  /** WebP renditions, narrowest first, named `<width>.webp` */
  renditions: (ImageFile & { width: number })[];
  /**
   * the full-size original, upright and without metadata: `original.jpg` or `original.png`,
   * `original.gif` for an animation
   */
  original: ImageFile;
  /** a tiny blurred WebP, as a data: URL */
  placeholder: string;
}

/**
 * A decompression bomb (a small file of huge dimensions) fails before it is decoded. 100 MP
 * takes a 48 MP camera's photo and a phone's 20 000 px panorama; past it, 413 IMAGE_TOO_LARGE.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/** WebP's own limit on either side */
export const WEBP_MAX_SIDE = 16_383;
/** a HEIC that takes longer than this to decode is not read */
export const HEIC_TIMEOUT_MS = 30_000;
/**
 * A HEIC worker that decoded a person's photo waits this long for their next: a phone sends
 * its photos in a burst, and a worker's later files decode in about a third of its first's
 * time (the first pays for libheif's start and for growing its memory). Then it ends, and
 * its memory goes back.
 */
export const HEIC_KEEP_WORKER_MS = 10_000;

/** An image that cannot be read as what it says it is (answered 415 "File must be an image"). */
export class UnreadableImageError extends Error {}

/** More than MAX_INPUT_PIXELS, seen in its header before anything is decoded. */
export class ImageTooLargeError extends Error {
  constructor() {
    super(`image over ${MAX_INPUT_PIXELS} pixels`);
  }
}

/** The standard widths, each at most the image's own, and no rendition taller than WebP allows. */
export function renditionWidths(width: number, height: number): number[] {
  // The widest a rendition can be and stay within WebP's height (a very tall image).
  const widest = Math.max(1, Math.min(width, Math.floor((WEBP_MAX_SIDE * width) / height)));
  return [...new Set(UPLOAD_LIMITS.renditionWidths.map((w) => Math.min(w, widest)))];
}

/** The pixels to work from, upright, and what sharp needs to read them again. */
interface Source {
  width: number;
  height: number;
  hasAlpha: boolean;
  open: () => Sharp;
}

const readOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** HEIC/HEIF: libheif in a worker (HEVC), else the image library's own (AV1 in a HEIF box). */
async function heifSource(bytes: Buffer, owner: string | undefined): Promise<Source> {
  try {
    const { width, height, hasAlpha, data } = await decodeHeic(
      bytes,
      {
        maxPixels: MAX_INPUT_PIXELS,
        timeoutMs: HEIC_TIMEOUT_MS,
      },
      owner === undefined ? undefined : { owner, ms: HEIC_KEEP_WORKER_MS },
    );
    const raw = { width, height, channels: 4 as const };
    return {
      width,
      height,
      hasAlpha,
      open: () => {
        const pixels = sharp(data, { raw, limitInputPixels: MAX_INPUT_PIXELS });
        return hasAlpha ? pixels : pixels.removeAlpha();
      },
    };
  } catch (error) {
    if (error instanceof HeicDecodeError && error.reason === 'too-large') {
      throw new ImageTooLargeError();
    }
    if (error instanceof HeicDecodeError && error.reason !== 'unreadable') {
      throw new UnreadableImageError(error.message);
    }
    return librarySource(bytes);
  }
}

/** Everything else: decoded by the image library, turned upright by its EXIF orientation. */
async function librarySource(bytes: Buffer): Promise<Source> {
  // the header alone (nothing is decoded yet): a bomb is told apart from a broken file
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new UnreadableImageError('no dimensions');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageTooLargeError();
  }
  // Orientations 5-8 turn the picture a quarter: width and height swap.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return {
    width: quarterTurn ? meta.height : meta.width,
    height: quarterTurn ? meta.width : meta.height,
    hasAlpha: meta.hasAlpha,
    open: () => sharp(bytes, readOptions).rotate(),
  };
}

/** Some see-through pixel (an alpha channel that is all opaque does not count). */
async function seeThrough(source: Source): Promise<boolean> {
  if (!source.hasAlpha) return false;
  return !(await source.open().stats()).isOpaque;
}

/** The original's format: lossless for drawings and transparency, JPEG for photos. */
async function encodeOriginal(source: Source, type: ImageType): Promise<ImageFile> {
  const lossless = type === 'image/png' || type === 'image/gif' || (await seeThrough(source));
  if (lossless) {
    return source
      .open()
      .png({ compressionLevel: 6 })
      .toBuffer()
      .then((bytes) => ({ name: 'original.png', bytes, contentType: 'image/png' }));
  }
  return source
    .open()
    .jpeg({ quality: 90 })
    .toBuffer()
    .then((bytes) => ({ name: 'original.jpg', bytes, contentType: 'image/jpeg' }));
}

/**
 * An animation keeps at most this many frames (a longer one stops there), and all its frames
 * together at most MAX_INPUT_PIXELS (a larger one keeps fewer frames, or only its first).
 */
export const MAX_ANIMATION_FRAMES = 120;

/**
 * An animated GIF moves in the app: its renditions are animated WebP (every browser shows
 * them in an <img>), its placeholder is its first frame, still, and its original is the GIF
 * re-encoded (its frames and timings, none of its comment or application blocks). null when
 * it is a single frame, or too large to keep two: the still pipeline takes it then.
 */
async function animatedGif(bytes: Buffer): Promise<ProcessedImage | null> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  // read without `pages`, the height is the first frame's
  const { width, height } = meta;
  if (!width || !height || (meta.pages ?? 1) < 2) return null;
  const frames = Math.min(
    meta.pages ?? 1,
    MAX_ANIMATION_FRAMES,
    Math.floor(MAX_INPUT_PIXELS / (width * height)),
  );
  if (frames < 2) return null;
  const open = () => sharp(bytes, { ...readOptions, pages: frames });
  const [renditions, tiny, original] = await Promise.all([
    Promise.all(
      renditionWidths(width, height).map(async (w) => ({
        width: w,
        name: `${w}.webp`,
        contentType: 'image/webp',
        bytes: await open()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: w <= 320 ? 70 : 80 })
          .toBuffer(),
      })),
    ),
    sharp(bytes, readOptions)
      .resize({ width: 16, height: 16, fit: 'inside' })
      .blur(1.2)
      .webp({ quality: 40 })
      .toBuffer(),
    open().gif().toBuffer(),
  ]);
  return {
    width,
    height,
    renditions,
    original: { name: 'original.gif', bytes: original, contentType: 'image/gif' },
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

/**
 * Decodes and re-encodes: turned upright (EXIF orientation, or HEIF's own transformations),
 * then written without any metadata (sharp keeps none unless asked: EXIF, GPS and ICC text
 * are gone) as WebP renditions, a placeholder, and a full-size original. An animated GIF
 * keeps its motion (animatedGif). Throws UnreadableImageError when the bytes do not decode.
 *
 * The renditions come from one decode straight to the largest of them (a JPEG shrinks while
 * it loads), and the smaller ones from those pixels; the original is a second, full decode.
 */
export async function processImage(
  bytes: Buffer,
  type: ImageType,
  /** whose photo it is: a HEIC decoder may wait for their next one (see decodeHeic) */
  owner?: string,
): Promise<ProcessedImage> {
  try {
    const animated = type === 'image/gif' ? await animatedGif(bytes) : null;
    if (animated) return animated;
    const source =
      type === 'image/heic' || type === 'image/heif'
        ? await heifSource(bytes, owner)
        : await librarySource(bytes);
    const widths = renditionWidths(source.width, source.height);
    const largest = widths.at(-1) ?? source.width;
    const { data, info } = await source
      .open()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // One pixel wide is as narrow as it gets: a picture more than 16 383 times taller than
    // wide is squeezed to WebP's height there (the original keeps every pixel).
    const rendition = (width: number) =>
      Math.round((info.height * width) / info.width) > WEBP_MAX_SIDE
        ? pixels().resize({ width, height: WEBP_MAX_SIDE, fit: 'fill' })
        : width === info.width
          ? pixels()
          : pixels().resize({ width });
    const [renditions, tiny, original] = await Promise.all([
      Promise.all(
        widths.map(async (width) => ({
          width,
          name: `${width}.webp`,
          contentType: 'image/webp',
          bytes: await rendition(width)
            .webp({ quality: width <= 320 ? 70 : 80 })
            .toBuffer(),
        })),
      ),
      pixels()
        .resize({ width: 16, height: 16, fit: 'inside' })
        .blur(1.2)
        .webp({ quality: 40 })
        .toBuffer(),
      encodeOriginal(source, type),
    ]);
    return {
      width: source.width,
      height: source.height,
      renditions,
      original,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  } catch (error) {
    if (error instanceof UnreadableImageError || error instanceof ImageTooLargeError) throw error;
    // sharp's own errors here are the bytes failing to decode (or a bomb's dimensions).
    throw new UnreadableImageError((error as Error).message);
  }
}

/** an original's format as the image library names it, by the original's extension */
const ORIGINAL_FORMATS: Record<string, string> = { jpg: 'jpeg', png: 'png', gif: 'gif' };

/**
 * Whether bytes may be kept as an upload's original as they are (an import of our own
 * export): the same format the pipeline chose for them, and nothing but pixels
 * (no EXIF, orientation, ICC, XMP, IPTC or text chunks). Keeps the original's bytes across
 * an export and an import instead of losing a JPEG generation each time.
 */
export async function isCleanOriginal(bytes: Buffer, original: ImageFile): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const format = ORIGINAL_FORMATS[original.name.split('.').pop() ?? ''];
    return (
      meta.format === format &&
      !meta.exif &&
      !meta.icc &&
      !meta.xmp &&
      !meta.iptc &&
      (meta.orientation === undefined || meta.orientation === 1) &&
      !meta.comments?.length
    );
  } catch {
    return false;
  }
}
