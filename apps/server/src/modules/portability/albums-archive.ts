import { randomUUID } from 'node:crypto';
import { ALBUM_LIMITS } from '@doita/shared';
import type { ArchiveAlbum, ExportArchive } from '@doita/shared';
import type { AlbumsRepository } from '../albums/index.js';
import type { PortabilityRepository } from './portability-repository.js';

/*
 * Albums in an archive (docs/export-format.md). An export holds the albums its person sees,
 * with the memories they see in each. An import brings an album back into the importer's
 * current couple (albums are a couple's), holding the archive's memories that are here now
 * and may go in an album of that couple (imported now or before, by either partner, or
 * never gone); an album already here, or imported before by either of them, is skipped.
 */

export interface AlbumsExportReads {
  albums: Pick<AlbumsRepository, 'exportFor' | 'photoPlaces'>;
}

/** What a person's export holds of albums. */
export async function exportAlbums(
  reads: AlbumsExportReads,
  viewer: { userId: string; coupleId: string | null },
): Promise<ArchiveAlbum[]> {
  const rows = await reads.albums.exportFor(viewer);
  const places = await reads.albums.photoPlaces([...new Set(rows.flatMap((r) => r.memoryIds))]);
  return rows.map((row) => {
    let cover: ArchiveAlbum['cover'] = null;
    const photo = places.find(
      (place) => place.uploadId === row.coverUploadId && row.memoryIds.includes(place.memoryId),
    );
    if (photo) {
      const position = places
        .filter((place) => place.memoryId === photo.memoryId)
        .findIndex((place) => place.uploadId === photo.uploadId);
      cover = { memoryId: photo.memoryId, position };
    }
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      cover,
      memoryIds: row.memoryIds,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export interface AlbumsImportWrites {
  albums: Pick<
    AlbumsRepository,
    | 'existingIds'
    | 'shareableAmong'
    | 'photoAt'
    | 'insert'
    | 'addMemories'
    | 'update'
    | 'countOfCouple'
    | 'lockCountOf'
  >;
  portability: Pick<PortabilityRepository, 'importedSources' | 'recordImported'>;
}

/**
 * Writes the archive's albums in the import's transaction, after its memories (whose new
 * ids `imported_items` holds). Returns how many albums it made.
 */
export async function importAlbums(
  tx: AlbumsImportWrites,
  data: Pick<ExportArchive, 'albums'>,
  options: { userId: string; coupleId: string | null; here: string[]; now: Date },
): Promise<number> {
  const { userId, coupleId, here, now } = options;
  if (!coupleId || !data.albums.length) return 0;
  const ids = data.albums.map((album) => album.id);
  const [present, imported] = await Promise.all([
    tx.albums.existingIds(ids),
    tx.portability.importedSources(here, 'album', ids),
  ]);
  const fresh = data.albums.filter((album) => !present.has(album.id) && !imported.has(album.id));
  // the albums the partner makes meanwhile count too: the same lock as theirs
  await tx.albums.lockCountOf(coupleId);
  let room = ALBUM_LIMITS.perCouple - (await tx.albums.countOfCouple(coupleId));
  const sources = [...new Set(fresh.flatMap((album) => album.memoryIds))];
  const targets = await tx.portability.importedSources(here, 'memory', sources);
  // A memory of the archive is here under its new id, or still under its own.
  const targetOf = (source: string) => targets.get(source) ?? source;
  const shareable = await tx.albums.shareableAmong(sources.map(targetOf), coupleId);
  let made = 0;
  for (const album of fresh) {
    if (room <= 0) break;
    const id = randomUUID();
    const memoryIds = album.memoryIds.map(targetOf).filter((memoryId) => shareable.has(memoryId));
    const coverMemory = album.cover ? targetOf(album.cover.memoryId) : undefined;
    const coverUploadId =
      album.cover && coverMemory && memoryIds.includes(coverMemory)
        ? await tx.albums.photoAt(coverMemory, album.cover.position)
        : undefined;
    await tx.albums.insert({
      id,
      coupleId,
      ownerId: userId,
      name: album.name,
      description: album.description,
      coverUploadId: coverUploadId ?? null,
      createdAt: new Date(album.createdAt),
      updatedAt: now,
    });
    await tx.albums.addMemories(id, memoryIds, userId, now);
    await tx.portability.recordImported([
      { userId, kind: 'album', sourceId: album.id, targetId: id },
    ]);
    room -= 1;
    made += 1;
  }
  return made;
}
