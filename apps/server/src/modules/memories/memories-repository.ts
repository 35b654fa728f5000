import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import { memories, memoryFavorites, memoryImages } from './memories-schema.js';
import type { MemoryRow, NewMemoryRow } from './memories-schema.js';
import { imageRowColumns, mediaJsonFields } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import type { TokenHolder } from '../users/index.js';
import { createMemoriesHandover } from './memories-handover-repository.js';
import { createMemoriesImportWrites } from './memories-import-repository.js';
import { visibleTo } from './memories-audience-repository.js';
import { createMemoriesPlaces } from './memories-places-repository.js';
import {
  NEWEST_FIRST,
  createMemoriesPage,
  memoriesWithAuthor,
} from './memories-page-repository.js';
import { createMemoriesSearch, filterOf } from './memories-search-repository.js';
import type { Viewer } from './memories-audience-repository.js';

/**
 * A memory's first photo (what a card shows) and how many it has, read in the query that
 * reads the memory: two subqueries on memory_images' primary key (memory_id first), so a
 * page of memories costs no query per memory. Shared with the dashboard and the timeline.
 */
/**
 * The memory's id, always qualified: Drizzle writes a one-table select's columns bare, and a
 * bare "id" inside these subqueries would be the upload's.
 */
const MEMORY_ID = sql`"memories"."id"`;

export const firstImageOf = () =>
  sql<ImageRow | null>`(select json_build_object('id', cu.id, 'widths', cu.widths, 'placeholder', cu.placeholder, 'width', cu.width, 'height', cu.height, 'originalFile', cu.original_file, ${sql.raw(mediaJsonFields('cu'))}) from memory_images ci join uploads cu on cu.id = ci.upload_id where ci.memory_id = ${MEMORY_ID} order by ci.position limit 1)`;

export const imageCountOf = () =>
  sql<number>`(select count(*) from memory_images ci where ci.memory_id = ${MEMORY_ID})::int`;

/** How many of those are videos, so a count says "2 photos · 1 video" (a Live Photo is a photo). */
export const videoCountOf = () =>
  sql<number>`(select count(*) from memory_images ci join uploads cu on cu.id = ci.upload_id where ci.memory_id = ${MEMORY_ID} and cu.kind = 'video')::int`;

export type MemoriesRepository = ReturnType<typeof createMemoriesRepository>;

/** A memory without its search column, with its author (left joined) and my favourite mark. */
export type MemoryListRow = Omit<MemoryRow, 'search'> & {
  authorName: string | null;
  authorAvatarUploadId: string | null;
  authorAvatarWidth: number | null;
  isFavorite: boolean;
};

export type { MemoryFilter } from './memories-search-repository.js';

export type MemoryPatch = Partial<
  Pick<
    MemoryRow,
    | 'title'
    | 'description'
    | 'content'
    | 'date'
    | 'location'
    | 'locationLat'
    | 'locationLng'
    | 'mood'
    | 'tags'
    | 'isPrivate'
    | 'coupleId'
    | 'updatedAt'
  >
>;

export type { MemoryPlaceRow } from './memories-places-repository.js';

/** one of our places, newest use first (GET /places) */
export interface OurPlaceRow {
  name: string;
  lat: number;
  lng: number;
}

export function createMemoriesRepository(db: Db) {
  const withAuthor = memoriesWithAuthor(db);
  const page = createMemoriesPage(db);
  const places = createMemoriesPlaces(db);

  function tagCounts(viewer: Viewer): Promise<{ tag: string; count: number }[]> {
    const tag = sql<string>`t.tag`;
    return db
      .select({ tag, count: sql<number>`count(*)::int` })
      .from(memories)
      .innerJoin(sql`unnest(${memories.tags}) as t(tag)`, sql`true`)
      .where(visibleTo(viewer))
      .groupBy(tag)
      .orderBy(sql`count(*) desc`, tag);
  }

  return {
    ...createMemoriesHandover(db),
    ...createMemoriesImportWrites(db),
    tagCounts,
    /** the plain list, newest first (memories-page-repository.ts) */
    listAll: (viewer: Viewer, window: { offset: number; limit: number }) =>
      page.listAll(viewer, window),

    async insert(row: NewMemoryRow): Promise<void> {
      await db.insert(memories).values(row);
    },

    async update(id: string, patch: MemoryPatch): Promise<void> {
      await db.update(memories).set(patch).where(eq(memories.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(memories).where(eq(memories.id, id));
    },

    /** moves it to the trash: every read but the trash's answers 404 from now */
    async trash(id: string, by: string, at: Date): Promise<void> {
      await db
        .update(memories)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(memories.id, id), isNull(memories.deletedAt)));
    },

    /** the memory if the viewer may see it */
    async findVisible(id: string, viewer: Viewer): Promise<MemoryListRow | undefined> {
      const [row] = await withAuthor(viewer)
        .where(and(eq(memories.id, id), visibleTo(viewer)))
        .limit(1);
      return row;
    },

    /** a page of the search for a token's holder, and a page past the end's total */
    ...createMemoriesSearch(db),

    /** memories dated in [from, to], newest first, at most `max` */
    async inRange(
      viewer: Viewer,
      from: string | undefined,
      to: string | undefined,
      max: number,
      placeKey?: string,
    ) {
      return withAuthor(viewer)
        .where(filterOf(visibleTo(viewer), { dateFrom: from, dateTo: to, placeKey }))
        .orderBy(...NEWEST_FIRST)
        .limit(max);
    },

    async statistics(viewer: Viewer) {
      const where = visibleTo(viewer);
      const month = sql<string>`to_char(${memories.date}, 'YYYY-MM')`;
      const [[totals], byMonth, byMood, byTag] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*)::int`,
            private: sql<number>`(count(*) filter (where ${memories.isPrivate}))::int`,
            favorites: sql<number>`(count(*) filter (where exists (select 1 from ${memoryFavorites} f where f.memory_id = ${memories.id} and f.user_id = ${viewer.userId} and f.is_favorite)))::int`,
          })
          .from(memories)
          .where(where),
        db
          .select({ month, count: sql<number>`count(*)::int` })
          .from(memories)
          .where(where)
          .groupBy(month)
          .orderBy(month),
        db
          .select({ mood: sql<string>`${memories.mood}`, count: sql<number>`count(*)::int` })
          .from(memories)
          .where(and(where, sql`${memories.mood} is not null`))
          .groupBy(memories.mood)
          .orderBy(sql`count(*) desc`, memories.mood),
        tagCounts(viewer),
      ]);
      return { totals: totals ?? { total: 0, private: 0, favorites: 0 }, byMonth, byMood, byTag };
    },

    /**
     * the map's pins, with the holder of an access token read in the same statement
     * (memories-places-repository.ts)
     */
    placesSignedIn: (claims: TokenHolder, max: number, idsPerPlace: number) =>
      places.placesSignedIn(claims, max, idsPerPlace),

    /**
     * Our places with coordinates, the one used last first, at most `max`; with `key`
     * (a name folded without spaces), only those whose folded name holds it.
     */
    ourPlaces(viewer: Viewer, key: string | null, max: number): Promise<OurPlaceRow[]> {
      // read off the places' counts and indexes (memories-places-repository.ts)
      return places.recentPlaces(viewer, key, max);
    },

    /** the photos of these memories, in order: one query for a whole page */
    imagesOf(memoryIds: string[]): Promise<(ImageRow & { memoryId: string })[]> {
      if (!memoryIds.length) return Promise.resolve([]);
      return db
        .select({
          memoryId: memoryImages.memoryId,
          ...imageRowColumns,
        })
        .from(memoryImages)
        .innerJoin(uploads, eq(uploads.id, memoryImages.uploadId))
        .where(inArray(memoryImages.memoryId, memoryIds))
        .orderBy(asc(memoryImages.memoryId), asc(memoryImages.position));
    },

    async imageIdsOf(memoryId: string): Promise<string[]> {
      const rows = await db
        .select({ id: memoryImages.uploadId })
        .from(memoryImages)
        .where(eq(memoryImages.memoryId, memoryId));
      return rows.map((row) => row.id);
    },

    /** replaces the memory's photos with these, in this order */
    async setImages(memoryId: string, uploadIds: string[]): Promise<void> {
      await db.delete(memoryImages).where(eq(memoryImages.memoryId, memoryId));
      if (uploadIds.length) {
        await db
          .insert(memoryImages)
          .values(uploadIds.map((uploadId, position) => ({ memoryId, uploadId, position })));
      }
    },

    /**
     * Flips my mark in one statement and says where it ended: the upsert takes the row's
     * latest version under its lock, so two toggles at the same moment are two flips (back
     * where it was), each answered with the state it left, never a read-then-write race.
     */
    async toggleFavorite(userId: string, memoryId: string): Promise<boolean> {
      const [row] = await db
        .insert(memoryFavorites)
        .values({ userId, memoryId, isFavorite: true })
        .onConflictDoUpdate({
          target: [memoryFavorites.userId, memoryFavorites.memoryId],
          set: { isFavorite: sql`not ${memoryFavorites.isFavorite}` },
        })
        .returning({ isFavorite: memoryFavorites.isFavorite });
      return row?.isFavorite ?? false;
    },
  };
}
