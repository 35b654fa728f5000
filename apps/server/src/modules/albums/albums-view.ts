import type { Album, AlbumMemory, Image } from '@doita/shared';
import type { ImageRow } from '../uploads/index.js';
import type { AlbumListRow, AlbumMemoryRow, AlbumViewer } from './albums-repository.js';

/** signs an image for whoever the answer goes to (a viewer, or a share link) */
export type SignImage = (row: ImageRow) => Image;

/** The API's album: `canManage` while it is the viewer's current couple's. */
export function toAlbum(row: AlbumListRow, viewer: AlbumViewer | null, sign: SignImage): Album {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cover: row.cover ? sign(row.cover) : null,
    coverUploadId: row.coverUploadId,
    memoryCount: row.memoryCount,
    ownerId: row.ownerId,
    canManage: viewer !== null && viewer.coupleId === row.coupleId,
    ...(row.hasMemory === null ? {} : { hasMemory: row.hasMemory }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API's memory as an album (or a share link) shows it, with its photos in order. */
export function toAlbumMemories(
  rows: AlbumMemoryRow[],
  images: (ImageRow & { memoryId: string })[],
  sign: SignImage,
): AlbumMemory[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    location: row.location,
    images: images.filter((image) => image.memoryId === row.id).map(sign),
  }));
}
