import { randomUUID } from 'node:crypto';
import { formatIsoDate, isValidTimeZone, toLocalDate } from '@doita/shared';
import type { ArchiveLetter, ArchivePhoto, ExportArchive } from '@doita/shared';
import type { LettersRepository } from '../letters/index.js';
import type { UploadsRepository, UploadsService } from '../uploads/index.js';
import { archivePhoto } from './export-rows.js';
import type { PortabilityRepository } from './portability-repository.js';

/*
 * Letters for later in an archive (docs/export-format.md). An export holds the letters its
 * person wrote and the letters to them that have opened: one still sealed to them is not
 * in their copy at all, so the seal holds in every archive. An import writes back only the
 * importer's own letters, to the same partner (the archive's partner, who is theirs here
 * again), with their photos; each once (not again when imported before, or still here).
 */

export interface LettersExportReads {
  letters: Pick<LettersRepository, 'exportedFor' | 'exportPhotos'>;
}

/** What a person's export holds of letters; their photos go into the ZIP beside it. */
export async function exportLetters(
  reads: LettersExportReads,
  zip: { addPhoto(photo: ArchivePhoto, originalFile: string | null): void },
  viewer: { userId: string; coupleId: string | null },
  timeZone: string,
  now: Date,
): Promise<ArchiveLetter[]> {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'Asia/Ho_Chi_Minh';
  const today = formatIsoDate(toLocalDate(now, zone));
  const rows = await reads.letters.exportedFor(viewer, today);
  const photos = await reads.letters.exportPhotos(rows.map((row) => row.id));
  return rows.map((row) => {
    const day = row.createdAt.toISOString().slice(0, 10);
    const mine = photos.filter((photo) => photo.letterId === row.id && photo.originalFile);
    const archived = mine.map((photo) => archivePhoto(photo, day));
    mine.forEach((photo, i) => zip.addPhoto(archived[i]!, photo.originalFile));
    return {
      id: row.id,
      authorId: row.authorId,
      recipientId: row.recipientId,
      opensOn: row.opensOn,
      text: row.text,
      photos: archived,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The letters of an archive an import writes: the importer's own (the archive's user wrote
 * them) to the archive's partner when that is the importer's partner here, neither imported
 * before by either of them nor still here under their own id (an archive brought back to
 * the server it came from).
 */
export async function lettersToImport(
  portability: Pick<PortabilityRepository, 'importedSources' | 'existingIds'>,
  data: Pick<ExportArchive, 'user' | 'letters'>,
  people: {
    here: string[];
    coupleId: string | null;
    partnerMatched: { id: string; source: string } | null;
  },
): Promise<ArchiveLetter[]> {
  const partner = people.partnerMatched;
  if (!partner) return [];
  const candidates = data.letters.filter(
    (letter) => letter.authorId === data.user.id && letter.recipientId === partner.source,
  );
  const ids = candidates.map((letter) => letter.id);
  const [seen, present] = await Promise.all([
    portability.importedSources(people.here, 'letter', ids),
    portability.existingIds('letter', ids, people.here, people.coupleId),
  ]);
  return candidates.filter((letter) => !seen.has(letter.id) && !present.has(letter.id));
}

/** what an import writes of letters: which, and the uploads made for their photos */
export interface LettersToWrite {
  letters: ArchiveLetter[];
  photoOf: ReadonlyMap<string, string>;
}

export interface LettersImportWrites {
  letters: Pick<LettersRepository, 'importLetters'>;
  portability: Pick<PortabilityRepository, 'recordImported'>;
  uploads: UploadsRepository;
}

/**
 * Writes the importer's letters to their partner in their couple: sealed ones stay sealed
 * until their day; one whose day has passed everywhere comes back open, without telling the partner
 * again. Returns how many were written.
 */
export async function importLetters(
  tx: LettersImportWrites,
  letters: ArchiveLetter[],
  ctx: {
    userId: string;
    coupleId: string | null;
    partnerId: string | null;
    photoOf: ReadonlyMap<string, string>;
    now: Date;
    uploadsService: Pick<UploadsService, 'claim'>;
  },
): Promise<number> {
  const { coupleId, partnerId } = ctx;
  // Past everywhere on Earth (UTC-12 is the last calendar to turn): open for good at once.
  const everywhere = formatIsoDate(toLocalDate(ctx.now, 'Etc/GMT+12'));
  if (!coupleId || !partnerId || letters.length === 0) return 0;
  const images: { letterId: string; uploadId: string; position: number }[] = [];
  const imported: { userId: string; kind: string; sourceId: string; targetId: string }[] = [];
  const rows = letters.map((letter) => {
    const id = randomUUID();
    const past = letter.opensOn < everywhere;
    letter.photos.forEach((photo, position) => {
      const uploadId = ctx.photoOf.get(photo.path);
      if (uploadId) images.push({ letterId: id, uploadId, position });
    });
    imported.push({ userId: ctx.userId, kind: 'letter', sourceId: letter.id, targetId: id });
    return {
      id,
      coupleId,
      authorId: ctx.userId,
      recipientId: partnerId,
      opensOn: letter.opensOn,
      text: letter.text,
      openedAt: past ? ctx.now : null,
      announcedAt: past ? ctx.now : null,
      createdAt: new Date(letter.createdAt),
      updatedAt: new Date(letter.updatedAt),
    };
  });
  await ctx.uploadsService.claim(
    tx.uploads,
    ctx.userId,
    images.map((image) => image.uploadId),
    'file',
  );
  await tx.letters.importLetters(rows, images);
  await tx.portability.recordImported(imported);
  return rows.length;
}
