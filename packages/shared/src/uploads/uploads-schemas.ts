import { z } from 'zod';

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

/**
 * An uploaded image as any response carries it. Every URL is signed and expires, so
 * clients show them and never store them.
 */
export const imageSchema = z.object({
  id: z.string(),
  /** the largest rendition */
  url: z.string(),
  renditions: z.array(z.object({ width: z.number().int(), url: z.string() })),
  /** tiny blurred image (data: URL) to show while the rendition loads */
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Image = z.infer<typeof imageSchema>;

/** POST /upload/single: the spec's four fields, plus the id to attach and the image. */
export const uploadResponseSchema = z.object({
  id: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  image: imageSchema,
});
export type UploadResult = z.infer<typeof uploadResponseSchema>;

/** `srcset` for an image's renditions. */
export function imageSrcSet(image: Pick<Image, 'renditions'>): string {
  return image.renditions.map((r) => `${r.url} ${r.width}w`).join(', ');
}
