import { randomBytes } from 'node:crypto';
import { ERROR_CODES, UPLOAD_LIMITS, UPLOAD_MESSAGES, VALIDATION } from '@doita/shared';
import type { ErrorCode, Image, UploadResult } from '@doita/shared';
import type { UploadRow } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError, fieldInvalid, forbidden, notFound } from '../../lib/errors.js';
import { detectImageType, processImage } from '../../lib/images.js';
import type { UrlSigner } from '../../lib/signed-urls.js';
import type { FileStorage } from '../../lib/storage.js';
import type { AvatarRef } from './avatars.js';
import type { ImageRow, UploadsRepository } from './uploads-repository.js';

export interface UploadsServiceDeps {
  uploads: UploadsRepository;
  storage: FileStorage;
  signer: UrlSigner;
  clock: Clock;
}

export type UploadsService = ReturnType<typeof createUploadsService>;

/** The public path of one stored rendition (signed before it leaves). */
export const FILES_PREFIX = '/api/files';
const renditionName = (width: number) => `${width}.webp`;
const RENDITION_NAME = /^(\d{1,5})\.webp$/;

/** The storage keys of an upload's renditions (`<id>/<width>.webp`). */
export const storageKeysOf = (row: Pick<UploadRow, 'id' | 'widths'>): string[] =>
  row.widths.map((width) => `${row.id}/${renditionName(width)}`);

const unsupported = (code: ErrorCode, message: string) => new HttpError(415, code, message);

/** A file's name as given, made safe to echo back (no paths, no control characters). */
function cleanName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'image';
}

/**
 * Images (issue 4, item 3): checked by their bytes, decoded and re-encoded (upright,
 * no EXIF/GPS), kept as WebP renditions plus a placeholder; served only by signed URL.
 */
export function createUploadsService(deps: UploadsServiceDeps) {
  const { uploads, storage, signer, clock } = deps;

  function toImage(row: ImageRow): Image {
    const renditions = row.widths.map((width) => ({
      width,
      url: signer.sign(`${FILES_PREFIX}/${row.id}/${renditionName(width)}`),
    }));
    return {
      id: row.id,
      url: renditions.at(-1)?.url ?? '',
      renditions,
      placeholder: row.placeholder,
      width: row.width,
      height: row.height,
    };
  }

  /** A person's avatar as responses carry it: a signed URL of its smallest rendition, or null. */
  function avatarUrl(ref: AvatarRef): string | null {
    if (!ref.avatarUploadId || !ref.avatarWidth) return null;
    return signer.sign(`${FILES_PREFIX}/${ref.avatarUploadId}/${renditionName(ref.avatarWidth)}`);
  }

  return {
    toImage,
    avatarUrl,

    async upload(
      ownerId: string,
      file: { name: string | undefined; bytes: Buffer },
    ): Promise<UploadResult> {
      const detected = await detectImageType(file.bytes);
      if (detected.kind === 'not-image')
        throw unsupported(ERROR_CODES.fileNotImage, UPLOAD_MESSAGES.notImage);
      if (detected.kind === 'other-image') {
        throw unsupported(ERROR_CODES.fileTypeNotAllowed, UPLOAD_MESSAGES.unsupportedType);
      }
      let processed;
      try {
        processed = await processImage(file.bytes);
      } catch {
        // It said it was a JPEG (say) but does not decode as one.
        throw unsupported(ERROR_CODES.fileNotImage, UPLOAD_MESSAGES.notImage);
      }
      const id = randomBytes(16).toString('base64url');
      // Files first: a row never points at bytes that are not there.
      await Promise.all(
        processed.renditions.map((r) =>
          storage.put(`${id}/${renditionName(r.width)}`, r.bytes, 'image/webp'),
        ),
      );
      const row = {
        id,
        ownerId,
        originalType: detected.type,
        originalName: cleanName(file.name),
        size: file.bytes.length,
        width: processed.width,
        height: processed.height,
        widths: processed.renditions.map((r) => r.width),
        placeholder: processed.placeholder,
        createdAt: clock.now(),
      };
      await uploads.insert(row);
      const image = toImage(row);
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
    ) {
      const unique = [...new Set(ids)];
      const claimed = await repository.claim(unique, ownerId, clock.now());
      if (claimed.length !== unique.length) throw fieldInvalid(field, VALIDATION.invalid);
    },

    /** Serves one rendition to whoever holds a valid signed URL. */
    async open(id: string, name: string, exp: string | undefined, sig: string | undefined) {
      const path = `${FILES_PREFIX}/${id}/${name}`;
      if (!signer.verify(path, exp, sig)) throw forbidden();
      if (!RENDITION_NAME.test(name)) throw notFound();
      const file = await storage.get(`${id}/${name}`);
      if (!file) throw notFound();
      return { ...file, expiresAt: Number(exp) };
    },

    /** Removes uploads unused for a day, rows then files; returns how many went. */
    async sweep(batch = 500): Promise<number> {
      const cutoff = new Date(clock.now().getTime() - UPLOAD_LIMITS.unusedLifetimeHours * 3600_000);
      let removed = 0;
      for (;;) {
        const candidates = await uploads.unusedBefore(cutoff, batch);
        if (!candidates.length) return removed;
        const gone = new Set(await uploads.deleteUnused(candidates.map((c) => c.id)));
        const keys = candidates.filter((c) => gone.has(c.id)).flatMap(storageKeysOf);
        await storage.delete(keys);
        removed += gone.size;
        if (candidates.length < batch) return removed;
      }
    },
  };
}
