import type { Db } from '../../db/client.js';
import { inBatches } from '../../db/batches.js';
import {
  memories,
  memoryComments,
  memoryFavorites,
  memoryImages,
  memoryReactions,
} from './memories-schema.js';
import type { NewMemoryRow } from './memories-schema.js';

/**
 * What an import writes of memories, many rows at once inside the import's transaction
 * (portability's archive writer). Part of the memories repository.
 */
export function createMemoriesImportWrites(db: Db) {
  return {
    async importMemories(rows: NewMemoryRow[]) {
      await inBatches(rows, 500, (batch) => db.insert(memories).values(batch));
    },
    async importImages(rows: { memoryId: string; uploadId: string; position: number }[]) {
      await inBatches(rows, 1000, (batch) => db.insert(memoryImages).values(batch));
    },
    async importFavorites(rows: { userId: string; memoryId: string; createdAt: Date }[]) {
      await inBatches(rows, 1000, (batch) =>
        db.insert(memoryFavorites).values(batch).onConflictDoNothing(),
      );
    },
    async importComments(rows: (typeof memoryComments.$inferInsert)[]) {
      await inBatches(rows, 500, (batch) => db.insert(memoryComments).values(batch));
    },
    async importReactions(
      rows: { memoryId: string; userId: string; emoji: string; createdAt: Date }[],
    ) {
      await inBatches(rows, 1000, (batch) =>
        db.insert(memoryReactions).values(batch).onConflictDoNothing(),
      );
    },
  };
}
