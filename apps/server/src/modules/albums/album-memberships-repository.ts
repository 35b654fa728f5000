import { and, eq, exists, isNull, not, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/transactions.js';
import { memories } from '../../db/schema.js';
import { memoriesSeenBy } from '../memories/index.js';
import type { AlbumViewer } from './albums-repository.js';
import { albumMemories, albums } from './albums-schema.js';

/**
 * Which of an album's memories show: live, not private, of the album's couple (a memory
 * made private or trashed later drops out at once), and, for a signed-in viewer, one they
 * see now (memories' own rule). `null` is a share link's guest: the couple's shared ones.
 */
export function albumMemoryShows(viewer: AlbumViewer | null): SQL {
  const shared = and(
    isNull(memories.deletedAt),
    not(memories.isPrivate),
    eq(memories.coupleId, albums.coupleId),
  )!;
  return viewer ? and(shared, memoriesSeenBy(viewer.userId, viewer.coupleId))! : shared;
}

/**
 * What goes in and out of an album: memories added, a new list, one taken out, each under
 * the album's lock where a list is replaced. A change made by someone touches only the
 * memories they see there (`albumMemoryShows`): one hidden from them keeps its place.
 */
export function albumMemberships(db: Db) {
  /** the album_memories row at hand (correlated) holds a memory the viewer sees there */
  const shownToViewer = (viewer: AlbumViewer) =>
    db
      .select({ one: sql`1` })
      .from(memories)
      .innerJoin(albums, eq(albums.id, albumMemories.albumId))
      .where(and(eq(memories.id, albumMemories.memoryId), albumMemoryShows(viewer)));

  return {
    /**
     * Adds these memories (those already in stay once). False when the album or one of the
     * memories was deleted meanwhile (a partner deleting the album at the same moment): the
     * caller answers 404, never a 500.
     */
    async addMemories(
      albumId: string,
      memoryIds: string[],
      by: string,
      now: Date,
    ): Promise<boolean> {
      if (!memoryIds.length) return true;
      try {
        await db
          .insert(albumMemories)
          .values(memoryIds.map((memoryId) => ({ albumId, memoryId, addedBy: by, addedAt: now })))
          .onConflictDoNothing();
        return true;
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    /**
     * The album's row locked to the end of the transaction (false: it is gone), so the
     * changes of its memories are made one at a time. Not FOR UPDATE: that lock also stops
     * the key-share lock every insert of a memory into the album takes on it (the foreign
     * key's check), and a partner's add waiting on it while this list's insert of the same
     * memory waits on theirs was a deadlock (a 500). FOR NO KEY UPDATE still waits for
     * another list and for a deletion of the album, and lets adds through.
     */
    async lockAlbum(albumId: string): Promise<boolean> {
      const rows = await db
        .select({ id: albums.id })
        .from(albums)
        .where(eq(albums.id, albumId))
        .for('no key update');
      return rows.length > 0;
    },

    /**
     * Keeps only these of the memories the viewer sees in the album: one hidden from them
     * (made private, in the trash) keeps its place, to be back when it shows again.
     */
    async keepOnly(albumId: string, memoryIds: string[], viewer: AlbumViewer): Promise<void> {
      await db
        .delete(albumMemories)
        .where(
          and(
            eq(albumMemories.albumId, albumId),
            memoryIds.length ? notInArray(albumMemories.memoryId, memoryIds) : undefined,
            exists(shownToViewer(viewer)),
          ),
        );
    },

    /**
     * Takes one memory the viewer sees out; false when it is not in, or is hidden from them
     * (it keeps its place, and its being there is not told).
     */
    async removeMemory(albumId: string, memoryId: string, viewer: AlbumViewer): Promise<boolean> {
      const rows = await db
        .delete(albumMemories)
        .where(
          and(
            eq(albumMemories.albumId, albumId),
            eq(albumMemories.memoryId, memoryId),
            exists(shownToViewer(viewer)),
          ),
        )
        .returning({ id: albumMemories.memoryId });
      return rows.length > 0;
    },
  };
}
