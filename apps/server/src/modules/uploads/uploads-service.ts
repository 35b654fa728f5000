import { randomBytes } from 'node:crypto';
import { ERROR_CODES, FILES_PATH, UPLOAD_MESSAGES, VALIDATION } from '@doita/shared';
import type {
  ErrorCode,
  Image,
  UploadStatus,
  MediaKind,
  MediaStatus,
  UploadResult,
  VideoFailure,
  VideoInfo,
} from '@doita/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { HttpError, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import {
  IMAGES_BUSY_RETRY_SECONDS,
  ImagesBusyError,
  processImageInTurn,
} from '../../lib/image-queue.js';
import {
  ImageTooLargeError,
  UnreadableImageError,
  detectImageType,
  isCleanOriginal,
} from '../../lib/images.js';
import type { UrlSigner } from '../../lib/signed-urls.js';
import type { ByteRange, FileStorage } from '../../lib/storage.js';
import type { FileUrlQuery, FileViewer, SignOptions } from './file-viewer.js';
import { createGrantCache } from './grant-cache.js';
import type { FileAccessRule, FileGrant } from './uploads-access-repository.js';
import type { AvatarRef } from './uploads-repository.js';
import {
  cleanName,
  contentTypeOf,
  fileNamesOf,
  renditionName,
  storageKeysOf,
} from './upload-files.js';
import type { ImageRow, UploadFilesRow, UploadsRepository } from './uploads-repository.js';

export interface UploadsServiceDeps {
  uploads: UploadsRepository;
  storage: FileStorage;
  signer: UrlSigner;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/**
 * Within this, a URL ended by a trash, a deletion, a sign-out, a disconnect or an account's
 * deletion stops showing its file, on every server and in the browser that held it.
 */
export const FILE_REVOCATION_WINDOW_SECONDS = 60;

/** How long a "yes" of the access query is trusted (grant-cache.ts). */
export const FILE_GRANT_CACHE_SECONDS = 30;

/**
 * How long a browser may show a file without asking again: the rest of the window. Asking
 * again is cheap (the same URL answers 304 from its ETag, once access is checked).
 */
export const FILE_MAX_AGE_SECONDS = FILE_REVOCATION_WINDOW_SECONDS - FILE_GRANT_CACHE_SECONDS;

/** The public path of one stored file (signed before it leaves). */
export const FILES_PREFIX = FILES_PATH.replace(/\/$/, '');
export { storageKeysOf };

const unsupported = (code: ErrorCode, message: string) => new HttpError(415, code, message);
const notImage = () => unsupported(ERROR_CODES.fileNotImage, UPLOAD_MESSAGES.notImage);

/**
 * Images (docs/security.md, Uploads): checked by their bytes, decoded and re-encoded (upright,
 * no EXIF/GPS), kept as WebP renditions, a placeholder and a full-size original; served only
 * by signed URL, and only while their row is there.
 */
export function createUploadsService(deps: UploadsServiceDeps) {
  const { uploads, storage, signer, clock, log } = deps;
  const rules: FileAccessRule[] = [];
  let openable: ReturnType<UploadsRepository['openableBy']> | undefined;
  const granted = createGrantCache<UploadFilesRow>(clock, FILE_GRANT_CACHE_SECONDS, 5_000);

  /**
   * The URL of a file for `viewer` (a guest's when null): a public post's picture is the same
   * URL for every reader, and still ends when the post stops being public.
   */
  function sign(id: string, name: string, viewer: FileViewer | null, options: SignOptions): string {
    if (options.link) viewer = null;
    const bound: Record<string, string> = {};
    if (viewer) bound.v = viewer.id;
    if (viewer?.sessionId) bound.s = viewer.sessionId;
    if (options.trash) bound.t = '1';
    if (options.link) bound.l = options.link;
    return signer.sign(`${FILES_PREFIX}/${id}/${name}`, bound);
  }

  function toImage(row: ImageRow, viewer: FileViewer | null, options: SignOptions = {}): Image {
    const renditions = row.widths.map((width) => ({
      width,
      url: sign(row.id, renditionName(width), viewer, options),
    }));
    const kind = (row.kind ?? 'image') as MediaKind;
    return {
      id: row.id,
      url: renditions.at(-1)?.url ?? '',
      renditions,
      // a video's poster is not there yet while it is prepared: no placeholder to blur
      placeholder: row.placeholder || null,
      width: row.width || null,
      height: row.height || null,
      originalUrl: row.originalFile ? sign(row.id, row.originalFile, viewer, options) : null,
      kind,
      video: kind === 'image' ? null : videoInfoOf(row, kind, viewer, options),
    };
  }

  function videoInfoOf(
    row: ImageRow,
    kind: MediaKind,
    viewer: FileViewer | null,
    options: SignOptions,
  ): VideoInfo {
    const status = (row.mediaStatus ?? 'ready') as MediaStatus;
    return {
      status,
      progress: status === 'ready' ? 1 : Math.min(1, Math.max(0, row.mediaProgress ?? 0)),
      failure: (row.mediaFailure as VideoFailure | null | undefined) ?? null,
      durationMs: row.durationMs ?? null,
      url:
        status === 'ready' && row.videoFile ? sign(row.id, row.videoFile, viewer, options) : null,
      originalUrl:
        kind === 'video' && row.originalFile
          ? sign(row.id, row.originalFile, viewer, options)
          : kind === 'live' && row.clipFile
            ? sign(row.id, row.clipFile, viewer, options)
            : null,
    };
  }

  /**
   * A person's avatar as a response to `viewer` carries it: a signed URL of its smallest
   * rendition, or null.
   */
  function avatarUrl(ref: AvatarRef, viewer: FileViewer | null): string | null {
    if (!ref.avatarUploadId || !ref.avatarWidth) return null;
    return sign(ref.avatarUploadId, renditionName(ref.avatarWidth), viewer, {});
  }

  /** Removes files whose rows are gone; a failure is left to the sweep, never to the caller. */
  async function deleteFiles(keys: string[]): Promise<void> {
    if (!keys.length) return;
    try {
      await storage.delete(keys);
    } catch (error) {
      log.error({ err: error, files: keys.length }, 'upload files not removed (the sweep will)');
    }
  }

  /**
   * Checks one file's URL: 403 without a valid signature; 404 once the upload is gone or
   * its grant no longer sees it (signed out, trashed, disconnected, deleted). Returns what
   * serving it needs, without reading it (a revalidation answers 304 from `etag`).
   */
  async function check(id: string, name: string, query: FileUrlQuery) {
    const { v, s, t, l, exp, sig } = query;
    const bound: Record<string, string> = {};
    if (v !== undefined) bound.v = v;
    if (s !== undefined) bound.s = s;
    if (t !== undefined) bound.t = t;
    if (l !== undefined) bound.l = l;
    if (!signer.verify(`${FILES_PREFIX}/${id}/${name}`, exp, sig, bound)) throw forbidden();
    const grant: FileGrant = {
      viewerId: v ?? null,
      sessionId: s ?? null,
      trash: t === '1',
      linkId: l ?? null,
      at: clock.now(),
    };
    const key = `${v ?? ''}\n${s ?? ''}\n${grant.trash}`;
    // A share link's photo is asked about every time: revoking the link ends it at once.
    let row = grant.linkId ? undefined : granted.get(id, key);
    // A video's rendition appears once prepared: a file the remembered row does not name
    // is asked about again.
    if (row && !fileNamesOf(row).includes(name)) row = undefined;
    if (!row) {
      openable ??= uploads.openableBy([...rules]);
      row = await openable(id, grant);
      if (row && !grant.linkId) granted.set(id, key, row);
    }
    if (!row || !fileNamesOf(row).includes(name)) throw notFound();
    const expiresAt = Number(exp);
    const now = Math.floor(clock.now().getTime() / 1000);
    return {
      key: `${id}/${name}`,
      contentType: contentTypeOf(name),
      // The bytes under a key never change: the key is the version.
      etag: `"${id}.${name}"`,
      maxAge: grant.linkId ? 0 : Math.max(0, Math.min(FILE_MAX_AGE_SECONDS, expiresAt - now)),
    };
  }

  /** the bytes of a file `check` let through, or a range of them (404 if storage lost them) */
  async function read(checked: { key: string }, range?: ByteRange) {
    const file = await storage.get(checked.key, range);
    if (!file) throw notFound();
    return file;
  }

  return {
    toImage,
    check,
    avatarUrl,
    deleteFiles,

    /**
     * `keepCleanOriginal` (imports of our own exports): bytes that already are what the pipeline
     * would keep (its format, no metadata) are stored as the original unchanged.
     */
    async upload(
      uploader: FileViewer,
      file: { name: string | undefined; bytes: Buffer },
      options: { keepCleanOriginal?: boolean } = {},
    ): Promise<UploadResult> {
      const detected = await detectImageType(file.bytes);
      if (detected.kind === 'not-image') throw notImage();
      if (detected.kind === 'other-image') {
        throw unsupported(ERROR_CODES.fileTypeNotAllowed, UPLOAD_MESSAGES.unsupportedType);
      }
      let processed;
      try {
        processed = await processImageInTurn(uploader.id, file.bytes, detected.type);
      } catch (error) {
        // It said it was a JPEG (say) but does not decode as one.
        if (error instanceof UnreadableImageError) throw notImage();
        if (error instanceof ImageTooLargeError) {
          throw new HttpError(413, ERROR_CODES.imageTooLarge, UPLOAD_MESSAGES.tooManyPixels);
        }
        if (error instanceof ImagesBusyError) {
          throw new HttpError(503, ERROR_CODES.imagesBusy, UPLOAD_MESSAGES.busy, {
            'retry-after': String(IMAGES_BUSY_RETRY_SECONDS),
          });
        }
        throw error;
      }
      if (options.keepCleanOriginal && (await isCleanOriginal(file.bytes, processed.original))) {
        processed = { ...processed, original: { ...processed.original, bytes: file.bytes } };
      }
      // A fresh id per upload: the same bytes sent twice at once never share a file.
      const id = randomBytes(16).toString('base64url');
      const files = [...processed.renditions, processed.original];
      const row = {
        id,
        ownerId: uploader.id,
        originalType: detected.type,
        originalName: cleanName(file.name),
        size: file.bytes.length,
        width: processed.width,
        height: processed.height,
        widths: processed.renditions.map((r) => r.width),
        originalFile: processed.original.name,
        placeholder: processed.placeholder,
        createdAt: clock.now(),
      };
      try {
        // Files first: a row never points at bytes that are not there. Every write is
        // awaited, so none lands after the clean-up below.
        const written = await Promise.allSettled(
          files.map((f) => storage.put(`${id}/${f.name}`, f.bytes, f.contentType)),
        );
        const failed = written.find((w) => w.status === 'rejected');
        if (failed) throw failed.reason;
        await uploads.insert(row);
      } catch (error) {
        // Nothing of a failed upload stays behind.
        await deleteFiles(storageKeysOf(row));
        throw error;
      }
      const image = toImage(row, uploader);
      return {
        id,
        fileUrl: image.url,
        fileName: row.originalName,
        fileSize: row.size,
        fileType: detected.type,
        image,
      };
    },

    /**
     * Takes the owner's fresh uploads for something (a memory, a post, an avatar), with
     * the repository of the caller's transaction. Anything not theirs, already used or
     * gone fails the whole request as a field error on `field`.
     */
    async claim(
      repository: Pick<UploadsRepository, 'claim'>,
      ownerId: string,
      ids: string[],
      field = 'images',
      options: { photosOnly?: boolean } = {},
    ) {
      const unique = [...new Set(ids)];
      const claimed = await repository.claim(unique, ownerId, clock.now());
      if (claimed.length !== unique.length) throw fieldInvalid(field, VALIDATION.notYourUpload);
      // Where only pictures show (a message, a letter, a post), a video is refused by name, in
      // the caller's transaction (the claim rolls back); a Live Photo is its still, a photo.
      if (options.photosOnly && claimed.some((row) => row.kind === 'video'))
        throw fieldInvalid(field, VALIDATION.photoNotVideo);
    },

    /**
     * Lets go of uploads nothing shows any more, inside the caller's transaction: their rows
     * go now, so every URL handed out for them answers 404 from the commit on. Returns their
     * storage keys: pass them to `deleteFiles` once the transaction has committed.
     */
    async free(repository: Pick<UploadsRepository, 'free'>, ids: string[]): Promise<string[]> {
      granted.forget(ids);
      const freed: UploadFilesRow[] = await repository.free([...new Set(ids)]);
      return freed.flatMap(storageKeysOf);
    },

    /**
     * Lets go of images taken out of a post by an edit, inside the caller's transaction: not
     * served from the commit on, yet its owner may put one back (an undo in the editor) for
     * a day before the sweep removes it.
     */
    async release(repository: Pick<UploadsRepository, 'release'>, ids: string[]): Promise<void> {
      granted.forget(ids);
      await repository.release([...new Set(ids)], clock.now());
    },

    /**
     * Another module's rule for who may see the uploads it shows (registered as the app
     * starts): a file is served while at least one rule (or "my own, not yet used") says yes.
     */
    allowViewing(rule: FileAccessRule): void {
      rules.push(rule);
      openable = undefined;
    },

    read,

    /**
     * GET /uploads/:id: an upload's preparation, for its uploader and for whoever may see
     * it where it is shown (the same rules as its files: 404 for anyone else).
     */
    async status(viewer: FileViewer, id: string): Promise<UploadStatus> {
      const row = await uploads.findById(id);
      if (!row) throw notFound();
      if (row.ownerId !== viewer.id) {
        openable ??= uploads.openableBy([...rules]);
        const seen = await openable(id, {
          viewerId: viewer.id,
          sessionId: viewer.sessionId,
          trash: false,
          linkId: null,
          at: clock.now(),
        });
        if (!seen) throw notFound();
      } else if (row.releasedAt) {
        throw notFound();
      }
      const image = toImage(row, viewer);
      return {
        id: row.id,
        kind: image.kind ?? 'image',
        status: image.video?.status ?? 'ready',
        progress: image.video?.progress ?? 1,
        failure: image.video?.failure ?? null,
        width: image.width,
        height: image.height,
        durationMs: image.video?.durationMs ?? null,
        posterUrl: image.url || null,
        image,
      };
    },

    /** Serves one file to whoever its URL was handed to, while they may still see it. */
    async open(id: string, name: string, query: FileUrlQuery) {
      const checked = await check(id, name, query);
      return { ...(await read(checked)), ...checked };
    },
  };
}
