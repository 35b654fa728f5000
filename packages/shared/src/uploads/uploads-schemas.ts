import { z } from 'zod';
import { MEDIA_KINDS, MEDIA_STATUSES, VIDEO_FAILURES } from './video-rules.js';

/**
 * A video's (or a Live Photo's motion's) state and what plays it. While it is prepared the
 * item shows as "preparing" with its progress; once ready, `url` is the H.264/AAC MP4 every
 * browser plays (at most 1280 px, no metadata) and the image's renditions are its poster.
 */
export const videoInfoSchema = z.object({
  status: z.enum(MEDIA_STATUSES),
  /** 0..1 while processing, 1 once ready */
  progress: z.number().min(0).max(1),
  /** why it failed (the screen names it), null otherwise */
  failure: z.enum(VIDEO_FAILURES).nullable(),
  durationMs: z.number().int().nullable(),
  /** the playable rendition (signed), null until ready */
  url: z.string().nullable(),
  /** the clip as recorded (signed; the couple's "download original"; a Live Photo's motion clip) */
  originalUrl: z.string().nullable(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

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
  /**
   * A photo (absent from older answers: a photo), a video (its renditions are its poster) or
   * a Live Photo (the still, with its motion in `video`).
   */
  kind: z.enum(MEDIA_KINDS).optional(),
  /** a video's or a Live Photo's motion; absent or null for a photo */
  video: videoInfoSchema.nullable().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** GET /uploads/:id: an upload's preparation, and what the screen shows once it is ready. */
export const uploadStatusSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  progress: z.number().min(0).max(1),
  failure: z.enum(VIDEO_FAILURES).nullable(),
  /** the poster's size (the video's, upright), null until known */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** the poster (its largest rendition), null until ready */
  posterUrl: z.string().nullable(),
  image: z.lazy(() => imageSchema),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** An upload's id in a path. */
export const uploadIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

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
  /** `processing` for a video being prepared (absent from older servers: ready) */
  status: z.enum(MEDIA_STATUSES).optional(),
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

/** GET /uploads/config: what this server takes (the picker says so before anything is sent). */
export const uploadsConfigSchema = z.object({
  videos: z.object({
    /** false on a server without an encoder: videos cannot be prepared there */
    available: z.boolean(),
    maxBytes: z.number().int(),
    maxDurationSeconds: z.number().int(),
  }),
});
export type UploadsConfig = z.infer<typeof uploadsConfigSchema>;
