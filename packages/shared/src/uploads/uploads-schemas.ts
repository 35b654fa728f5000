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
