import { z } from 'zod';

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
  /**
   * The full-quality original (upright, no EXIF or GPS, longest side as sent: at least
   * 4096 px when the photo was that large), JPEG or PNG, for "download original" and
   * export; null for images uploaded before originals were kept.
   */
  originalUrl: z.string().nullable(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * POST /upload/single: the four fields clients read, plus the id to attach and the image. A memory
 * takes either the id or the `fileUrl` in its `images`.
 */
export const uploadResponseSchema = z.object({
  id: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  image: imageSchema,
});
export type UploadResult = z.infer<typeof uploadResponseSchema>;

/** The bytes of an image file, as a raw answer documents them (never parsed as JSON). */
export const imageBytesSchema = z
  .string()
  .meta({ description: 'The bytes of the image', format: 'binary' });

/** A signed file URL's parameters: the upload and one of its files (a rendition or the original). */
export const uploadFileParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  file: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
});

/**
 * A file URL's grant and signature: who it was handed out to (`v`, absent for a guest), the
 * session that received it (`s`), whether the trash handed it out (`t`), when it expires and
 * its HMAC over all of them (403 when missing or wrong).
 */
export const uploadSignatureQuerySchema = z.object({
  v: z.string().max(64).optional(),
  s: z.string().max(64).optional(),
  t: z.literal('1').optional(),
  /** a share link's id: the URL was handed out through that link (docs/security.md) */
  l: z.string().max(64).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
