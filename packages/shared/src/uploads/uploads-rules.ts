import { ERROR_CODES } from '../common/error-codes.js';
import type { Image } from './uploads-schemas.js';

/**
 * Image uploads (`POST /upload/single`; docs/product-rules.md, Photos and files).
 * The server decides the type from the bytes, never from the name or declared type.
 */
export const UPLOAD_LIMITS = {
  /** 5 MB */
  maxBytes: 5 * 1024 * 1024,
  /** WebP renditions kept, by width; an image narrower than one keeps its own width */
  renditionWidths: [320, 960, 1920] as const,
  /**
   * The full-quality original kept besides the renditions (export and "download original"
   * hand it out): the browser never shrinks a photo's longest side below this before
   * sending it.
   */
  originalMinLongestSide: 4096,
  /** signed image URLs live this long (re-signed on every read) */
  urlLifetimeSeconds: 6 * 60 * 60,
  /** an image no memory, post or avatar uses is swept after this */
  unusedLifetimeHours: 24,
} as const;

/** What phones and cameras write: HEIC/HEIF is an iPhone's default, AVIF newer Androids'. */
export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Declared types browsers use for the same formats (a HEIC sequence is a burst or Live Photo still). */
const TYPE_ALIASES: Record<string, ImageType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heif',
};

/** Names browsers leave without a type (a HEIC picked on Windows or Linux has none). */
const EXTENSION_TYPES: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
};

/** The `accept` of a file input that takes every type above (extensions for HEIC-blind systems). */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, '.heic', '.heif', '.avif'].join(',');

/** One of ours, from a declared type (or, when that is empty, the file name's extension). */
export function imageTypeOf(file: { type: string; name?: string }): ImageType | null {
  const declared = file.type.toLowerCase();
  if ((IMAGE_TYPES as readonly string[]).includes(declared)) return declared as ImageType;
  if (TYPE_ALIASES[declared]) return TYPE_ALIASES[declared];
  if (declared && declared !== 'application/octet-stream') return null;
  const extension = file.name?.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/** The messages clients match on, the API's `message` for 415 and 413. */
export const UPLOAD_MESSAGES = {
  notImage: 'File must be an image',
  tooLarge: 'File size must be less than 5MB',
  unsupportedType: 'Only JPEG, PNG, GIF, and WebP images are allowed',
  noFile: 'No file uploaded',
  tooManyPixels: 'Image is too large: at most 100 megapixels',
  busy: 'Too many images are being processed, please try again in a moment',
} as const;

/** Where the API serves an upload's files: `/api/files/<upload id>/<file>?exp=...&sig=...`. */
export const FILES_PATH = '/api/files/';
const FILE_URL_PATH = /^\/api\/files\/([A-Za-z0-9_-]{1,64})\/(?!\.\.?$)[A-Za-z0-9_.-]{1,64}$/;
/** the path of a URL, absolute or not, without its query or fragment */
const URL_PATH = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)/;

/**
 * The upload an `images` entry names: its id, or any URL of its files that the API handed
 * out (`fileUrl` of POST /upload/single, as clients send back the URLs uploads gave them;
 * a path or absolute, expired or not). null when it is neither.
 */
export function uploadIdOf(ref: string): string | null {
  if (!ref.includes('/')) return ref.length >= 1 && ref.length <= 64 ? ref : null;
  const path = URL_PATH.exec(ref)?.[1] ?? '';
  return FILE_URL_PATH.exec(path)?.[1] ?? null;
}

/** `srcset` for an image's renditions. */
export function imageSrcSet(image: Pick<Image, 'renditions'>): string {
  return image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
}

/**
 * Why a picked file cannot be uploaded; null when it can. A problem of the file itself:
 * sending it again cannot help, unlike a network or server failure.
 */
export type ImageFileProblem =
  'empty' | 'unreadable' | 'notImage' | 'unsupportedType' | 'tooLarge' | 'tooManyPixels';

/**
 * The code a client gives a file the browser could not read (moved, deleted, still syncing
 * from a cloud, no permission): no request was made, so the API never names it.
 */
export const FILE_UNREADABLE = 'FILE_UNREADABLE';

const PROBLEM_OF_CODE: Record<string, ImageFileProblem> = {
  [ERROR_CODES.noFile]: 'empty',
  [FILE_UNREADABLE]: 'unreadable',
  [ERROR_CODES.fileNotImage]: 'notImage',
  [ERROR_CODES.fileTypeNotAllowed]: 'unsupportedType',
  [ERROR_CODES.fileTooLarge]: 'tooLarge',
  [ERROR_CODES.payloadTooLarge]: 'tooLarge',
  // a small file that opens into a huge picture: sending it again gives the same answer
  [ERROR_CODES.imageTooLarge]: 'tooManyPixels',
};

/**
 * The file's own problem behind a failed upload's error code, or null when the failure was
 * not the file's (network, time-out, server): only then is a retry worth offering. The API
 * answers NO_FILE to a multipart part with no bytes, so an empty file is read as one.
 */
export function uploadFileProblem(code: string | null | undefined): ImageFileProblem | null {
  return (code && PROBLEM_OF_CODE[code]) || null;
}

/**
 * The client's check before uploading, from the browser's declared type (or
 * the name, when the browser gives none) and size: not an image, an image of another type
 * (SVG, TIFF...), or over 5 MB. A photo over 5 MB is not refused when the browser can shrink
 * it (`canShrink`): the form shrinks it under the limit first. The server checks the bytes
 * again whatever the client says.
 */
export function imageFileProblem(
  file: { type: string; size: number; name?: string },
  options: { canShrink?: boolean } = {},
): ImageFileProblem | null {
  if (file.size === 0) return 'empty';
  const type = imageTypeOf(file);
  if (!type) {
    const declared = file.type.toLowerCase();
    return declared.startsWith('image/') ? 'unsupportedType' : 'notImage';
  }
  if (file.size > UPLOAD_LIMITS.maxBytes && !options.canShrink) return 'tooLarge';
  return null;
}
