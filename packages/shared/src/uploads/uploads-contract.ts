import { endpoint } from '../contract/endpoint.js';
import {
  imageBytesSchema,
  uploadFileParamsSchema,
  uploadResponseSchema,
  uploadSignatureQuerySchema,
} from './uploads-schemas.js';

const tags = ['uploads'] as const;

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
