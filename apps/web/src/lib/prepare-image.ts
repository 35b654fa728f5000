import { ERROR_CODES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@doita/shared';
import { ApiError } from './api-error';

/**
 * Photos are shrunk in the browser before they are sent: a 48 MP camera writes
 * 12 MB, over the API's 5 MB, and ten such photos on a phone's connection take minutes.
 * The full-quality version the app keeps has its longest side at least 4096 px
 * (what export hands out), so a photo is brought down to that, never below it (unless it is
 * smaller), and re-encoded as JPEG at a lower quality step by step until it fits the limit:
 * it is never refused for its size. A photo the browser cannot decode (HEIC outside Safari)
 * goes as it is when it fits, and the server decodes it.
 */

/** A decoded picture, upright (EXIF orientation applied by the browser). */
export interface DecodedImage {
  width: number;
  height: number;
  /** draws it at `width` x `height` and encodes it as JPEG at each quality asked */
  render: (width: number, height: number) => Promise<(quality: number) => Promise<Blob>>;
  close: () => void;
}

export interface ImageCodec {
  /** null when this browser cannot decode the file */
  decode: (file: Blob) => Promise<DecodedImage | null>;
}

/** JPEG qualities tried in turn; the first that fits the limit is sent. */
export const QUALITY_STEPS = [0.92, 0.85, 0.78, 0.7, 0.62, 0.55, 0.48, 0.4, 0.32] as const;
/** Only when even the lowest quality does not fit (a pathological picture): smaller, by this. */
const LAST_RESORT_SCALE = 0.85;

/** The size a photo is brought to: its longest side at most `longest`, never enlarged. */
export function shrinkSize(
  width: number,
  height: number,
  longest: number = UPLOAD_LIMITS.originalMinLongestSide,
): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const tooLarge = () =>
  new ApiError({ status: 413, code: ERROR_CODES.fileTooLarge, message: UPLOAD_MESSAGES.tooLarge });

const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, '') || 'photo'}.jpg`;

// One photo at a time: each decoded picture holds all its pixels (a 48 MP one, 190 MB).
let turn: Promise<unknown> = Promise.resolve();

/**
 * The file to send for a picked photo: itself when it fits and is no larger than the kept
 * original, else a JPEG within the limit. Throws ApiError FILE_TOO_LARGE only for a file
 * over the limit that this browser cannot decode.
 */
export function prepareImageForUpload(
  file: File,
  options: { codec?: ImageCodec; maxBytes?: number; onShrink?: () => void } = {},
): Promise<File> {
  const { codec = browserCodec, maxBytes = UPLOAD_LIMITS.maxBytes, onShrink } = options;
  const run = turn.then(() => shrink(file, codec, maxBytes, onShrink));
  turn = run.catch(() => undefined);
  return run;
}

async function shrink(
  file: File,
  codec: ImageCodec,
  maxBytes: number,
  onShrink: (() => void) | undefined,
): Promise<File> {
  const overLimit = file.size > maxBytes;
  // A canvas draws a GIF's first frame only: one that fits goes as it is, and keeps moving.
  if (!overLimit && file.type === 'image/gif') return file;
  const decoded = await codec.decode(file).catch(() => null);
  if (!decoded) {
    if (overLimit) throw tooLarge();
    return file;
  }
  try {
    let size = shrinkSize(decoded.width, decoded.height);
    if (!overLimit && size.width === decoded.width && size.height === decoded.height) return file;
    onShrink?.();
    for (;;) {
      const encode = await decoded.render(size.width, size.height);
      for (const quality of QUALITY_STEPS) {
        const blob = await encode(quality);
        if (blob.size > maxBytes) continue;
        // A photo that already fit, re-encoded no smaller: the original is better.
        if (!overLimit && blob.size >= file.size) return file;
        return new File([blob], jpegName(file.name), {
          type: 'image/jpeg',
          lastModified: file.lastModified,
        });
      }
      if (size.width <= 1 && size.height <= 1) throw tooLarge();
      size = {
        width: Math.max(1, Math.floor(size.width * LAST_RESORT_SCALE)),
        height: Math.max(1, Math.floor(size.height * LAST_RESORT_SCALE)),
      };
    }
  } finally {
    decoded.close();
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

const isElement = (canvas: Canvas): canvas is HTMLCanvasElement =>
  typeof HTMLCanvasElement !== 'undefined' && canvas instanceof HTMLCanvasElement;

/**
 * A canvas and its 2D context: off-screen where the browser draws 2D there (Safari before
 * 16.4 has OffscreenCanvas without it), else an element.
 */
function canvasOf(width: number, height: number) {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) return { canvas: canvas as Canvas, context };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return { canvas: canvas as Canvas, context: canvas.getContext('2d') };
}

function toJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  if (!isElement(canvas)) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      quality,
    ),
  );
}

function decodedFrom(
  source: CanvasImageSource,
  width: number,
  height: number,
  close: () => void,
): DecodedImage {
  return {
    width,
    height,
    close,
    render: (w, h) => {
      const { canvas, context } = canvasOf(w, h);
      if (!context) return Promise.reject(new Error('no 2D canvas'));
      // JPEG has no transparency: what was see-through becomes white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, w, h);
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, w, h);
      return Promise.resolve((quality: number) => toJpeg(canvas, quality));
    },
  };
}

/** The browser's own decoders: createImageBitmap, else an <img> (Safari's HEIC). */
export const browserCodec: ImageCodec = {
  async decode(file) {
    if (typeof createImageBitmap === 'function') {
      try {
        const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
        return decodedFrom(bitmap, bitmap.width, bitmap.height, () => bitmap.close());
      } catch {
        // not decodable this way: try an <img>
      }
    }
    if (typeof Image === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      if (!image.naturalWidth || !image.naturalHeight) throw new Error('no size');
      return decodedFrom(image, image.naturalWidth, image.naturalHeight, () =>
        URL.revokeObjectURL(url),
      );
    } catch {
      URL.revokeObjectURL(url);
      return null;
    }
  },
};
