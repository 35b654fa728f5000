import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogPosts, memories, uploads, users } from '../../db/schema.js';
import { importOffers } from './portability-schema.js';
import type { ImportOfferRow } from './portability-schema.js';

export type ImportOffersRepository = ReturnType<typeof createImportOffersRepository>;

/** The SQL of the items an import held for the partner (import_offers). */
export function createImportOffersRepository(db: Db) {
  return {
    async insert(row: ImportOfferRow) {
      await db.insert(importOffers).values(row);
    },
    /** the offers waiting for this person, newest first, with who imported them */
    async listFor(toUserId: string) {
      return db
        .select({
          id: importOffers.id,
          fromUserId: importOffers.fromUserId,
          fromName: users.displayName,
          summary: importOffers.summary,
          createdAt: importOffers.createdAt,
        })
        .from(importOffers)
        .innerJoin(users, eq(users.id, importOffers.fromUserId))
        .where(eq(importOffers.toUserId, toUserId))
        .orderBy(desc(importOffers.createdAt), desc(importOffers.id));
    },
    /** one offer, only for the person it waits for (locked while it is taken or left) */
    async findFor(id: string, toUserId: string): Promise<ImportOfferRow | undefined> {
      const [row] = await db
        .select()
        .from(importOffers)
        .where(and(eq(importOffers.id, id), eq(importOffers.toUserId, toUserId)))
        .for('update');
      return row;
    },
    /** the uploads of every offer waiting for this person */
    async heldUploadsFor(toUserId: string): Promise<string[]> {
      const rows = await db
        .select({ photos: importOffers.photos })
        .from(importOffers)
        .where(eq(importOffers.toUserId, toUserId));
      return rows.flatMap((row) => Object.values(row.photos));
    },
    async delete(id: string) {
      await db.delete(importOffers).where(eq(importOffers.id, id));
    },
    /** the held uploads become the accepting person's (they were the importer's) */
    async giveUploads(ids: string[], fromUserId: string, toUserId: string) {
      if (!ids.length) return;
      await db
        .update(uploads)
        .set({ ownerId: toUserId })
        .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, fromUserId)));
    },
    /** of these memory ids, the ones still here (a comment needs its memory) */
    async liveMemoryIds(ids: string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db
        .select({ id: memories.id })
        .from(memories)
        .where(and(inArray(memories.id, ids), isNull(memories.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },
    async livePostIds(ids: string[]) {
      if (!ids.length) return new Set<string>();
      const rows = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(inArray(blogPosts.id, ids), isNull(blogPosts.deletedAt)));
      return new Set(rows.map((r) => r.id));
    },
  };
}
