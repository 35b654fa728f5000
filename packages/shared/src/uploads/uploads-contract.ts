import { endpoint } from '../contract/endpoint.js';
import {
  imageBytesSchema,
  uploadFileParamsSchema,
  uploadIdParamsSchema,
  uploadResponseSchema,
  uploadSignatureQuerySchema,
  uploadStatusSchema,
  uploadsConfigSchema,
} from './uploads-schemas.js';

const tags = ['uploads'] as const;

/** POST /api/upload/single and the signed file URLs under /api/files. */
export const uploadsContract = {
  upload: endpoint({
    operationId: 'uploadImage',
    method: 'POST',
    path: '/upload/single',
    summary:
      'Upload one image or video (multipart field `file`, one file per request: a second is ' +
      '400), by its bytes. An image: JPEG, PNG, GIF, WebP, HEIC/HEIF or AVIF, at most 5 MB, ' +
      'kept upright without metadata as WebP renditions and a full-size original (JPEG, or ' +
      'PNG for drawings and transparency). A video: MP4 or MOV (ftyp brands; H.264 or HEVC) ' +
      'or WebM (EBML), at most 200 MB and 3 minutes (422 VIDEO_TOO_LONG, 422 ' +
      'VIDEO_UNREADABLE; 503 VIDEOS_UNAVAILABLE on a server without an encoder): answered at ' +
      'once with `status: "processing"`, prepared in the background (GET /uploads/:id). ' +
      'Unused for a day, an upload is removed.',
    tags,
    security: 'bearer',
    rateLimit: { max: 120, timeWindow: '15 minutes', per: 'user' },
    consumes: ['multipart/form-data'],
    responses: { 201: uploadResponseSchema },
    errors: [400, 401, 413, 415, 422, 429, 503],
  }),
  uploadLive: endpoint({
    operationId: 'uploadLivePhoto',
    method: 'POST',
    path: '/upload/live',
    summary:
      'Upload a Live Photo as one item (multipart fields `still`, a HEIC or JPEG, and ' +
      "`clip`, its MOV or MP4 of at most 10 s). Its id goes wherever a photo's does; the " +
      'still shows at once, its motion is prepared like a video (GET /uploads/:id). Both ' +
      'files are kept for export as sent but without their metadata (no location, no device).',
    tags,
    security: 'bearer',
    rateLimit: { max: 120, timeWindow: '15 minutes', per: 'user' },
    consumes: ['multipart/form-data'],
    responses: { 201: uploadResponseSchema },
    errors: [400, 401, 413, 415, 422, 429, 503],
  }),
  config: endpoint({
    operationId: 'getUploadsConfig',
    method: 'GET',
    path: '/uploads/config',
    summary:
      'What this server takes: whether it can prepare videos (false without an encoder: ' +
      'a video upload then answers 503 VIDEOS_UNAVAILABLE), and their limits.',
    tags,
    security: 'bearer',
    responses: { 200: uploadsConfigSchema },
    errors: [401],
  }),
  status: endpoint({
    operationId: 'getUploadStatus',
    method: 'GET',
    path: '/uploads/:id',
    summary:
      "An upload's preparation: processing (with its progress, 0..1), ready (its poster, " +
      'duration, size and signed URLs) or failed (and why). For its uploader, and for whoever ' +
      'may see the memory it is in; 404 for anyone else.',
    tags,
    security: 'bearer',
    params: uploadIdParamsSchema,
    responses: { 200: uploadStatusSchema },
    errors: [401, 404, 422],
  }),
  file: endpoint({
    operationId: 'getUploadFile',
    method: 'GET',
    path: '/files/:id/:file',
    summary:
      'One file of an upload (a rendition, a poster, a video or the original), for whoever ' +
      'holds its signed ' +
      'URL (403 without), while the person it was handed to, in the session that received ' +
      'it, may still see the image (404 once deleted, trashed, signed out or disconnected). ' +
      'Cached privately for at most a minute; revalidated by ETag (304). Byte ranges ' +
      '(Range, If-Range) are answered 206, so a video seeks and streams.',
    tags,
    security: 'none',
    params: uploadFileParamsSchema,
    query: uploadSignatureQuerySchema,
    responses: { 200: imageBytesSchema },
    errors: [403, 404, 422],
    raw: true,
    produces: [
      'image/webp',
      'image/jpeg',
      'image/png',
      'video/mp4',
      'video/quicktime',
      'video/webm',
    ],
  }),
};
