import { and, asc, count, desc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterNewest } from '../../db/keyset.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import { lockCountOf } from '../../db/transactions.js';
import { memories, memoryImages, uploads } from '../../db/schema.js';
import { memoriesSeenBy } from '../memories/index.js';
import { imageRowColumns, mediaJsonFields } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import { albumMemberships, albumMemoryShows } from './album-memberships-repository.js';
import { albumMemories, albums } from './albums-schema.js';
import type { AlbumRow, NewAlbumRow } from './albums-schema.js';

export { albumMemoryShows };

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;

/** Who is looking: an album is seen by its maker, and by the members of its couple. */
export interface AlbumViewer {
  userId: string;
  coupleId: string | null;
}

/** Who sees an album (docs/product-rules.md, Albums): mine, or of my current couple. */
export function albumsSeenBy(viewer: AlbumViewer): SQL {
  const mine = eq(albums.ownerId, viewer.userId);
  if (!viewer.coupleId) return mine;
  return or(mine, eq(albums.coupleId, viewer.coupleId))!;
}

/** A memory that may go in an album of `coupleId`: live, shared, made in that couple. */
export function shareableIn(coupleId: string): SQL {
  return and(isNull(memories.deletedAt), not(memories.isPrivate), eq(memories.coupleId, coupleId))!;
}

/** An album row with what lists show: the memories the viewer sees in it and its cover. */
export type AlbumListRow = AlbumRow & {
  memoryCount: number;
  cover: ImageRow | null;
  hasMemory: boolean | null;
};

/** a memory of the album page (its photos come with `imagesOf`) */
export interface AlbumMemoryRow {
  id: string;
  title: string;
  description: string;
  date: string;
  location: string | null;
  coupleId: string | null;
}

/**
 * Columns of a correlated subquery, spelt with their table: in a select from one table,
 * Drizzle writes a column inside `sql` without it, which a subquery would read as its own.
 */
const q = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

function summaryColumns(viewer: AlbumViewer | null, memoryId?: string) {
  const shows = albumMemoryShows(viewer);
  const inAlbum = sql`from ${albumMemories} inner join ${memories} on ${q('memories', 'id')} = ${q('album_memories', 'memory_id')}`;
  const ofThis = sql`${q('album_memories', 'album_id')} = ${q('albums', 'id')}`;
  return {
    memoryCount: sql<number>`(select count(*) ${inAlbum} where ${ofThis} and ${shows})::int`,
    // The chosen cover while its memory shows in the album, else the newest memory's first photo;
    // with its kind and video fields, so a video cover is answered as one (its poster shows).
    cover: sql<ImageRow | null>`(select json_build_object('id', cu.id, 'widths', cu.widths, 'placeholder', cu.placeholder, 'width', cu.width, 'height', cu.height, 'originalFile', cu.original_file, ${sql.raw(mediaJsonFields('cu'))}) ${inAlbum}
      inner join ${memoryImages} ci on ci.memory_id = ${q('memories', 'id')}
      inner join ${uploads} cu on cu.id = ci.upload_id
      where ${ofThis} and ${shows}
      order by (cu.id is not distinct from ${q('albums', 'cover_upload_id')}) desc, ${q('memories', 'date')} desc, ${q('memories', 'created_at')} desc, ci.position
      limit 1)`,
    hasMemory: memoryId
      ? sql<boolean>`exists (select 1 from ${albumMemories} where ${ofThis} and ${q('album_memories', 'memory_id')} = ${memoryId})`
      : sql<null>`null`,
  };
}

export function createAlbumsRepository(db: Db) {
  return {
    /**
     * A page of the albums a viewer sees, last changed first, `limit` rows after `after`
     * (the last album of the page before: its change instant and id).
     */
    async listFor(
      viewer: AlbumViewer,
      page: { memoryId?: string | undefined; after?: KeysetPosition | undefined; limit: number },
    ): Promise<AlbumListRow[]> {
      return db
        .select({ ...albumColumns, ...summaryColumns(viewer, page.memoryId) })
        .from(albums)
        .where(
          and(
            albumsSeenBy(viewer),
            afterNewest(albums.updatedAt, albums.id, 'asc', page.after),
          ),
        )
        .orderBy(desc(albums.updatedAt), asc(albums.id))
        .limit(page.limit);
    },

    /** one album the viewer sees (or any, for a share link's guest: `viewer` null) */
    async findFor(viewer: AlbumViewer | null, id: string): Promise<AlbumListRow | undefined> {
      const [row] = await db
        .select({ ...albumColumns, ...summaryColumns(viewer) })
        .from(albums)
        .where(viewer ? and(eq(albums.id, id), albumsSeenBy(viewer)) : eq(albums.id, id))
        .limit(1);
      return row;
    },

    /** a page of the memories that show in an album, newest date first, and how many show */
    async pageOf(
      viewer: AlbumViewer | null,
      albumId: string,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AlbumMemoryRow[]; total: number }> {
      const where = and(eq(albumMemories.albumId, albumId), albumMemoryShows(viewer));
      const from = db
        .select({ ...memoryColumns, total: sql<number>`count(*) over ()::int` })
        .from(albumMemories)
        .innerJoin(albums, eq(albums.id, albumMemories.albumId))
        .innerJoin(memories, eq(memories.id, albumMemories.memoryId))
        .where(where)
        .orderBy(desc(memories.date), desc(memories.createdAt), desc(memories.id))
        .limit(page.limit)
        .offset(page.offset);
      const rows = await from;
      if (rows.length || page.offset === 0) {
        return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
      }
      // Past the last page: the total still counts.
      const [counted] = await db
        .select({ total: count() })
        .from(albumMemories)
        .innerJoin(albums, eq(albums.id, albumMemories.albumId))
        .innerJoin(memories, eq(memories.id, albumMemories.memoryId))
        .where(where);
      return { rows: [], total: counted?.total ?? 0 };
    },

    /** one memory as an album shows it, when it is live and shared in `coupleId` */
    async shareableMemory(id: string, coupleId: string): Promise<AlbumMemoryRow | undefined> {
      const [row] = await db
        .select(memoryColumns)
        .from(memories)
        .where(and(eq(memories.id, id), shareableIn(coupleId)))
        .limit(1);
      return row;
    },

    /** the photos of these memories, in each memory's order */
    imagesOf(memoryIds: string[]): Promise<(ImageRow & { memoryId: string })[]> {
      if (!memoryIds.length) return Promise.resolve([]);
      return db
        .select({ memoryId: memoryImages.memoryId, ...imageRowColumns })
        .from(memoryImages)
        .innerJoin(uploads, eq(uploads.id, memoryImages.uploadId))
        .where(inArray(memoryImages.memoryId, memoryIds))
        .orderBy(asc(memoryImages.memoryId), asc(memoryImages.position));
    },

    /**
     * Of these memory ids, the ones the viewer sees, with whether each may go in an album
     * of `coupleId`.
     */
    async candidates(
      viewer: AlbumViewer,
      ids: string[],
      coupleId: string,
    ): Promise<{ id: string; isPrivate: boolean; shareable: boolean }[]> {
      if (!ids.length) return [];
      return db
        .select({
          id: memories.id,
          isPrivate: memories.isPrivate,
          shareable: sql<boolean>`${shareableIn(coupleId)}`,
        })
        .from(memories)
        .where(and(inArray(memories.id, ids), memoriesSeenBy(viewer.userId, viewer.coupleId)));
    },

    /** whether an upload is a photo of a memory that shows in the album to the viewer */
    async isPhotoIn(viewer: AlbumViewer, albumId: string, uploadId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(albumMemories)
        .innerJoin(albums, eq(albums.id, albumMemories.albumId))
        .innerJoin(memories, eq(memories.id, albumMemories.memoryId))
        .innerJoin(memoryImages, eq(memoryImages.memoryId, memories.id))
        .where(
          and(
            eq(albumMemories.albumId, albumId),
            eq(memoryImages.uploadId, uploadId),
            albumMemoryShows(viewer),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** a couple's albums counted and added to one request at a time, to the transaction's end */
    lockCountOf: (coupleId: string) => lockCountOf(db, 'albums', coupleId),

    async countOfCouple(coupleId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(albums)
        .where(eq(albums.coupleId, coupleId));
      return row?.n ?? 0;
    },

    async insert(row: NewAlbumRow): Promise<void> {
      await db.insert(albums).values(row);
    },

    async update(
      id: string,
      patch: Partial<Pick<AlbumRow, 'name' | 'description' | 'coverUploadId'>>,
      now: Date,
    ): Promise<void> {
      await db
        .update(albums)
        .set({ ...patch, updatedAt: now })
        .where(eq(albums.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(albums).where(eq(albums.id, id));
    },

    // what goes in and out of an album (album-memberships.ts)
    ...albumMemberships(db),

    /** an account goes: the albums it made and those of its couple (docs/product-rules.md) */
    async deleteForAccount(userId: string, coupleId: string | null): Promise<void> {
      const mine = eq(albums.ownerId, userId);
      await db.delete(albums).where(coupleId ? or(mine, eq(albums.coupleId, coupleId)) : mine);
    },

    /** of these ids, those that are albums here already (an import skips them) */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: albums.id }).from(albums).where(inArray(albums.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** of these memory ids, those that may go in an album of `coupleId` */
    async shareableAmong(ids: string[], coupleId: string): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: memories.id })
        .from(memories)
        .where(and(inArray(memories.id, ids), shareableIn(coupleId)));
      return new Set(rows.map((row) => row.id));
    },

    /** the upload at `position` among a memory's photos (an archive's cover), if any */
    async photoAt(memoryId: string, position: number): Promise<string | undefined> {
      const rows = await db
        .select({ id: memoryImages.uploadId })
        .from(memoryImages)
        .where(eq(memoryImages.memoryId, memoryId))
        .orderBy(asc(memoryImages.position))
        .offset(position)
        .limit(1);
      return rows[0]?.id;
    },

    /** the photos of memories with their place, for an export's covers */
    async photoPlaces(memoryIds: string[]) {
      if (!memoryIds.length) return [];
      return db
        .select({ memoryId: memoryImages.memoryId, uploadId: memoryImages.uploadId })
        .from(memoryImages)
        .where(inArray(memoryImages.memoryId, memoryIds))
        .orderBy(asc(memoryImages.memoryId), asc(memoryImages.position));
    },

    /** an export: the albums a person sees, with the ids of the memories they see in each */
    async exportFor(viewer: AlbumViewer): Promise<(AlbumRow & { memoryIds: string[] })[]> {
      const rows = await db
        .select()
        .from(albums)
        .where(albumsSeenBy(viewer))
        .orderBy(asc(albums.createdAt), asc(albums.id));
      if (!rows.length) return [];
      const links = await db
        .select({ albumId: albumMemories.albumId, memoryId: albumMemories.memoryId })
        .from(albumMemories)
        .innerJoin(albums, eq(albums.id, albumMemories.albumId))
        .innerJoin(memories, eq(memories.id, albumMemories.memoryId))
        .where(
          and(
            inArray(
              albumMemories.albumId,
              rows.map((row) => row.id),
            ),
            albumMemoryShows(viewer),
          ),
        )
        .orderBy(asc(albumMemories.addedAt), asc(albumMemories.memoryId));
      return rows.map((row) => ({
        ...row,
        memoryIds: links.filter((link) => link.albumId === row.id).map((link) => link.memoryId),
      }));
    },
  };
}

const albumColumns = {
  id: albums.id,
  coupleId: albums.coupleId,
  ownerId: albums.ownerId,
  name: albums.name,
  description: albums.description,
  coverUploadId: albums.coverUploadId,
  createdAt: albums.createdAt,
  updatedAt: albums.updatedAt,
};

const memoryColumns = {
  id: memories.id,
  title: memories.title,
  description: memories.description,
  date: memories.date,
  location: memories.location,
  coupleId: memories.coupleId,
};
