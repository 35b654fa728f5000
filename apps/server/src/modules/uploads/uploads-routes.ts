import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadsContract as contract,
} from '@doita/shared';
import { contractRoutes } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/errors.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { UploadsService } from './uploads-service.js';

export interface UploadsRouteDeps {
  uploadsService: UploadsService;
}

const tooLarge = () => new HttpError(413, ERROR_CODES.fileTooLarge, UPLOAD_MESSAGES.tooLarge);
const noFile = () => new HttpError(400, ERROR_CODES.noFile, UPLOAD_MESSAGES.noFile);
/** POST /upload/single takes one file; a second is refused, not silently dropped */
const oneFileOnly = () => new HttpError(400, ERROR_CODES.badRequest, 'One file per upload');

/** POST /api/upload/single and the signed file URLs under /api/files. */
export function uploadsRoutes({ uploadsService }: UploadsRouteDeps) {
  const routes = contractRoutes(contract, {
    upload: async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw noFile();
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        // Every part is read to the end: a second file is seen (and refused), not ignored.
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (file) throw oneFileOnly();
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file') file = { name: part.filename, bytes };
        }
      } catch (error) {
        throw translateMultipartError(error);
      }
      if (!file?.bytes.length) throw noFile();
      const result = await uploadsService.upload(user.id, file);
      return reply.code(201).send(result);
    },

    // A raw answer: the file's bytes. Access is checked on every request, so the browser may
    // keep a copy only for the revocation window (no `immutable`): past it, it asks again and
    // an unchanged file answers 304 once access is confirmed, without reading storage.
    file: async (request, reply) => {
      const { id, file } = request.params;
      const checked = await uploadsService.check(id, file, request.query);
      reply
        .header('cache-control', `private, max-age=${checked.maxAge}`)
        .header('etag', checked.etag)
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === checked.etag) return reply.code(304).send();
      const opened = await uploadsService.read(checked);
      return reply
        .header('content-type', checked.contentType)
        .header('content-length', String(opened.size))
        .send(opened.body);
    },
  });
  return async (app: ZodApp) => {
    // Only this plugin parses multipart: everything else stays JSON.
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    await routes(app);
  };
}

function translateMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return oneFileOnly();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, ERROR_CODES.payloadTooLarge, 'Too many parts in one upload');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return noFile();
  // Anything else here is the body failing to parse (a cut or malformed multipart body).
  return new HttpError(400, ERROR_CODES.badRequest, 'Malformed multipart body');
}
