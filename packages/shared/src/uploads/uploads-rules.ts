import type { Image } from './uploads-schemas.js';

/**
 * Image uploads (spec section 5 "Image upload", section 7 `POST /upload/single`).
 * The server decides the type from the bytes, never from the name or declared type.
 */
export const UPLOAD_LIMITS = {
  /** 5 MB (spec section 9) */
  maxBytes: 5 * 1024 * 1024,
  /** WebP renditions kept, by width; an image narrower than one keeps its own width */
  renditionWidths: [320, 960, 1920] as const,
  /** signed image URLs live this long (re-signed on every read) */
  urlLifetimeSeconds: 6 * 60 * 60,
  /** an image no memory, post or avatar uses is swept after this */
  unusedLifetimeHours: 24,
} as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The spec's messages (section 5), the API's `message` for 415 and 413. */
export const UPLOAD_MESSAGES = {
  notImage: 'File must be an image',
  tooLarge: 'File size must be less than 5MB',
  unsupportedType: 'Only JPEG, PNG, GIF, and WebP images are allowed',
  noFile: 'No file uploaded',
} as const;

/** `srcset` for an image's renditions. */
export function imageSrcSet(image: Pick<Image, 'renditions'>): string {
  return image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
}

/** Why a picked file cannot be uploaded, keyed like UPLOAD_MESSAGES; null when it can. */
export type ImageFileProblem = 'notImage' | 'unsupportedType' | 'tooLarge';

/**
 * The client's check before uploading (spec section 5), from the browser's declared type and
 * size: not an image, an image of another type (SVG, HEIC...), or over 5 MB. The server
 * checks the bytes again whatever the client says.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  const type = file.type.toLowerCase();
  if (!type.startsWith('image/')) return 'notImage';
  if (!(IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)) {
    return 'unsupportedType';
  }
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'tooLarge';
  return null;
}
