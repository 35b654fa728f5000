import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inBatches } from '../../db/batches.js';
import {
  blogComments,
  blogPosts,
  letters,
  listItems,
  memories,
  reminders,
} from '../../db/schema.js';
import { importedItems } from './portability-schema.js';

/**
 * What an import finds here already (part of the portability repository, used inside the
 * import's transaction): what was imported before, and what is still here under its id.
 */
export function createImportSeenQueries(db: Db) {
  return {
    /** the source ids already imported by any of these people, for one kind */
    async importedSources(userIds: string[], kind: string, sourceIds: string[]) {
      if (!sourceIds.length) return new Map<string, string>();
      const rows = await db
        .select({ sourceId: importedItems.sourceId, targetId: importedItems.targetId })
        .from(importedItems)
        .where(
          and(
            inArray(importedItems.userId, userIds),
            eq(importedItems.kind, kind),
            inArray(importedItems.sourceId, sourceIds),
          ),
        );
      return new Map(rows.map((r) => [r.sourceId, r.targetId]));
    },
    /**
     * Ids still here under the same id and ours (an archive imported back where it came
     * from): mine or my partner's, or our couple's reminders and list items (and the ones
     * I wrote alone).
     */
    async existingIds(
      kind: 'memory' | 'reminder' | 'post' | 'comment' | 'list_item' | 'letter',
      ids: string[],
      people: string[],
      coupleId: string | null,
    ) {
      if (!ids.length) return new Set<string>();
      let rows: { id: string }[];
      if (kind === 'memory') {
        rows = await db
          .select({ id: memories.id })
          .from(memories)
          .where(and(inArray(memories.id, ids), inArray(memories.ownerId, people)));
      } else if (kind === 'reminder') {
        const ours = coupleId
          ? or(inArray(reminders.authorId, people), eq(reminders.coupleId, coupleId))!
          : inArray(reminders.authorId, people);
        rows = await db
          .select({ id: reminders.id })
          .from(reminders)
          .where(and(inArray(reminders.id, ids), ours));
      } else if (kind === 'list_item') {
        const ours = coupleId
          ? or(inArray(listItems.authorId, people), eq(listItems.coupleId, coupleId))!
          : inArray(listItems.authorId, people);
        rows = await db
          .select({ id: listItems.id })
          .from(listItems)
          .where(and(inArray(listItems.id, ids), ours));
      } else if (kind === 'letter') {
        rows = await db
          .select({ id: letters.id })
          .from(letters)
          .where(and(inArray(letters.id, ids), inArray(letters.authorId, people)));
      } else if (kind === 'post') {
        rows = await db
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(and(inArray(blogPosts.id, ids), inArray(blogPosts.authorId, people)));
      } else {
        rows = await db
          .select({ id: blogComments.id })
          .from(blogComments)
          .where(and(inArray(blogComments.id, ids), inArray(blogComments.authorId, people)));
      }
      return new Set(rows.map((r) => r.id));
    },
    async recordImported(
      rows: { userId: string; kind: string; sourceId: string; targetId: string }[],
    ) {
      await inBatches(rows, 500, (batch) =>
        db.insert(importedItems).values(batch).onConflictDoNothing(),
      );
    },
  };
}
