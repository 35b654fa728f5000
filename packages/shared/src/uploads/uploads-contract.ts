import { z } from 'zod';
import { endpoint } from '../contract/endpoint.js';
import { uploadResponseSchema } from './uploads-schemas.js';

const tags = ['uploads'] as const;

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
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** POST /api/upload/single and the signed file URLs under /api/files. */
export const uploadsContract = {
  upload: endpoint({
    operationId: 'uploadImage',
    method: 'POST',
    path: '/upload/single',
    summary:
      'Upload one image (multipart field `file`, one file per request: a second is 400): ' +
      'JPEG, PNG, GIF, WebP, HEIC/HEIF or AVIF by its bytes, at most 5 MB. Kept upright ' +
      'without metadata as WebP renditions and a full-size original (JPEG, or PNG for ' +
      'drawings and transparency); unused for a day, it is removed.',
    tags,
    security: 'bearer',
    rateLimit: { max: 120, timeWindow: '15 minutes', per: 'user' },
    consumes: ['multipart/form-data'],
    responses: { 201: uploadResponseSchema },
    errors: [400, 401, 413, 415, 429, 503],
  }),
  file: endpoint({
    operationId: 'getUploadFile',
    method: 'GET',
    path: '/files/:id/:file',
    summary:
      'One file of an image (a rendition or the original), for whoever holds its signed ' +
      'URL (403 without), while the person it was handed to, in the session that received ' +
      'it, may still see the image (404 once deleted, trashed, signed out or disconnected). ' +
      'Cached privately for at most a minute; revalidated by ETag (304).',
    tags,
    security: 'none',
    params: uploadFileParamsSchema,
    query: uploadSignatureQuerySchema,
    responses: { 200: imageBytesSchema },
    errors: [403, 404, 422],
    raw: true,
    produces: ['image/webp', 'image/jpeg', 'image/png'],
  }),
};
