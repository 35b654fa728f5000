import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  VIDEO_LIMITS,
  uploadsContract as contract,
  videoContainerOf,
} from '@doita/shared';
import type { FastifyRequest } from 'fastify';
import { detectImageType } from '../../lib/images.js';
import { contractRoutes } from '../../lib/contract-route.js';
import { HttpError } from '../../lib/errors.js';
import type { ZodApp } from '../../lib/http.js';
import { signedInUser } from '../auth/index.js';
import type { UploadsService } from './uploads-service.js';
import { videoTooLarge } from './video-service.js';
import type { ReceivedFile, VideoService } from './video-service.js';

export interface UploadsRouteDeps {
  uploadsService: UploadsService;
  videoService: VideoService;
  /** where a received file waits while it is checked (DATA_DIR/video-work) */
  workDir: string;
}

const tooLarge = () => new HttpError(413, ERROR_CODES.fileTooLarge, UPLOAD_MESSAGES.tooLarge);
/** Past the multipart limit (a video's 200 MB): the video's limit for a video, else a photo's. */
const tooLargeFile = (head: Uint8Array | undefined) =>
  head && videoContainerOf(head) ? videoTooLarge() : tooLarge();
const noFile = () => new HttpError(400, ERROR_CODES.noFile, UPLOAD_MESSAGES.noFile);
/** POST /upload/single takes one file; a second is refused, not silently dropped */
const oneFileOnly = () => new HttpError(400, ERROR_CODES.badRequest, 'One file per upload');

/** POST /api/upload/single and the signed file URLs under /api/files. */
export function uploadsRoutes({ uploadsService, videoService, workDir }: UploadsRouteDeps) {
  const routes = contractRoutes(contract, {
    upload: async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw noFile();
      const received = await receiveFiles(request, workDir, ['file']);
      try {
        const file = received.get('file');
        if (!file?.size) throw noFile();
        const container = videoContainerOf(file.head);
        if (container) {
          const row = await videoService.uploadVideo(user.id, file, container);
          const image = uploadsService.toImage(row, user);
          return reply.code(201).send({
            id: row.id,
            fileUrl: image.video?.originalUrl ?? '',
            fileName: row.originalName,
            fileSize: row.size,
            fileType: row.originalType,
            status: 'processing' as const,
            image,
          });
        }
        // Not a video: an image, at most 5 MB, as before.
        if (file.size > UPLOAD_LIMITS.maxBytes) throw tooLarge();
        const result = await uploadsService.upload(user, {
          name: file.name,
          bytes: await readFile(file.path),
        });
        return reply.code(201).send(result);
      } finally {
        await removeReceived(received);
      }
    },

    uploadLive: async (request, reply) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw noFile();
      const received = await receiveFiles(request, workDir, ['still', 'clip']);
      try {
        const still = received.get('still');
        const clip = received.get('clip');
        if (!still?.size || !clip?.size) throw noFile();
        if (still.size > UPLOAD_LIMITS.maxBytes) throw tooLarge();
        const bytes = await readFile(still.path);
        const detected = await detectImageType(bytes);
        const stillType = detected.kind === 'allowed' ? detected.type : null;
        if (
          stillType !== 'image/jpeg' &&
          stillType !== 'image/heic' &&
          stillType !== 'image/heif'
        ) {
          throw new HttpError(
            415,
            ERROR_CODES.fileNotImage,
            "A Live Photo's still is a HEIC or JPEG",
          );
        }
        const container = videoContainerOf(clip.head);
        if (container !== 'mov' && container !== 'mp4') {
          throw new HttpError(
            415,
            ERROR_CODES.fileTypeNotAllowed,
            "A Live Photo's clip is a MOV or MP4",
          );
        }
        const row = await videoService.uploadLive(
          user.id,
          { name: still.name, bytes, type: stillType },
          clip,
          container,
        );
        const image = uploadsService.toImage(row, user);
        return reply.code(201).send({
          id: row.id,
          fileUrl: image.url,
          fileName: row.originalName,
          fileSize: row.size,
          fileType: row.originalType,
          status: 'processing' as const,
          image,
        });
      } finally {
        await removeReceived(received);
      }
    },

    config: () =>
      Promise.resolve({
        videos: {
          available: videoService.available,
          maxBytes: VIDEO_LIMITS.maxBytes,
          maxDurationSeconds: VIDEO_LIMITS.maxDurationSeconds,
        },
      }),

    status: async (request) => {
      const user = signedInUser(request);
      return uploadsService.status(user, request.params.id);
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
        .header('accept-ranges', 'bytes')
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === checked.etag) return reply.code(304).send();
      // A range is served only for the file it was asked of: an If-Range naming another
      // version (an ETag or a date) gets the whole file.
      const ifRange = request.headers['if-range'];
      const rangeHeader = ifRange && ifRange !== checked.etag ? undefined : request.headers.range;
      if (rangeHeader) {
        const whole = await uploadsService.read(checked);
        whole.body.destroy();
        const range = parseRange(rangeHeader, whole.size);
        if (range === 'unsatisfiable') {
          return reply
            .code(416)
            .header('content-range', `bytes */${whole.size}`)
            .header('content-type', checked.contentType)
            .send();
        }
        if (range) {
          const part = await uploadsService.read(checked, range);
          return reply
            .code(206)
            .header('content-type', checked.contentType)
            .header('content-range', `bytes ${range.start}-${range.end}/${part.size}`)
            .header('content-length', String(range.end - range.start + 1))
            .send(part.body);
        }
      }
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
      // A video may be 200 MB: an image's 5 MB is checked once its bytes say it is one.
      limits: { fileSize: VIDEO_LIMITS.maxBytes, files: 2, fields: 5, parts: 7, fieldSize: 1024 },
    });
    await routes(app);
  };
}

/** `head`: the first bytes of the file being read when it failed, to tell a video by. */
function translateMultipartError(error: unknown, head: Uint8Array | undefined): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeFile(head);
  if (code === 'FST_FILES_LIMIT') return oneFileOnly();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, ERROR_CODES.payloadTooLarge, 'Too many parts in one upload');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return noFile();
  // Anything else here is the body failing to parse (a cut or malformed multipart body).
  return new HttpError(400, ERROR_CODES.badRequest, 'Malformed multipart body');
}

/** A received file: on disk (a video may be 200 MB), with its first bytes to tell what it is. */
interface Received extends ReceivedFile {
  head: Uint8Array;
}

/**
 * Reads a multipart body's files into `workDir`, one per expected field; a second file for
 * a field, or a file in a field not expected, is refused (400), not silently dropped.
 */
async function receiveFiles(
  request: FastifyRequest,
  workDir: string,
  fields: string[],
): Promise<Map<string, Received>> {
  const received = new Map<string, Received>();
  let reading: Received | undefined;
  await mkdir(workDir, { recursive: true });
  try {
    // Every part is read to the end: a second file is seen (and refused), not ignored.
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!fields.includes(part.fieldname) || received.has(part.fieldname)) {
        part.file.resume();
        throw oneFileOnly();
      }
      const file = path.join(workDir, `in-${randomBytes(9).toString('base64url')}`);
      const head: Buffer[] = [];
      let size = 0;
      const entry: Received = {
        name: cleanName(part.filename),
        path: file,
        size: 0,
        head: new Uint8Array(),
      };
      received.set(part.fieldname, entry);
      reading = entry;
      await pipeline(
        part.file,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            if (size < 64) {
              head.push(chunk.subarray(0, 64 - size));
              // known as it arrives: a file cut at the limit is still told by its bytes
              entry.head = new Uint8Array(Buffer.concat(head));
            }
            size += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(file),
      );
      if (part.file.truncated) throw tooLargeFile(entry.head);
      entry.size = size;
    }
  } catch (error) {
    await removeReceived(received);
    throw translateMultipartError(error, reading?.head);
  }
  return received;
}

async function removeReceived(received: Map<string, Received>): Promise<void> {
  await Promise.all([...received.values()].map((f) => rm(f.path, { force: true })));
}

/** A file's name as given, made safe to echo back (no paths, no control characters). */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean;
}

/**
 * One range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`), inclusive; null for a header
 * this does not serve as a range (several ranges, another unit, `b` before `a`: the whole
 * file answers),
 * `unsatisfiable` for one past the end (416).
 */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  // `a-b` with b before a is not a range at all (RFC 9110 §14.1.1): the whole file answers.
  if (match[2] && Number(match[2]) < start) return null;
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
