import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema.js';
import {
  messageImages,
  messageMembers,
  messageReactions,
  messages,
  nudges,
} from './messages-schema.js';
import type { NewMessageRow } from './messages-schema.js';

/**
 * What account deletion, the export and the import read and write of the conversation
 * (part of the messages repository).
 */
export function createMessageArchiveQueries(db: Db) {
  return {
    // -- account deletion, export, import -------------------------------------------------

    /** the uploads of a person's standing messages (freed when they go) */
    async photosOfAuthor(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: messageImages.uploadId })
        .from(messageImages)
        .innerJoin(messages, eq(messages.id, messageImages.messageId))
        .where(eq(messages.authorId, userId));
      return rows.map((row) => row.id);
    },

    /** a deleted account's messages: their words and photos go, traces stay for the partner */
    async removeAllOf(userId: string, at: Date): Promise<void> {
      await db
        .delete(messageImages)
        .where(
          inArray(
            messageImages.messageId,
            db.select({ id: messages.id }).from(messages).where(eq(messages.authorId, userId)),
          ),
        );
      await db
        .update(messages)
        .set({
          text: null,
          removed: sql`coalesce(${messages.removed}, 'account_deleted')`,
          removedAt: sql`coalesce(${messages.removedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(messages.authorId, userId));
    },

    /** the photos of a whole conversation (it goes when its last member does) */
    async photosOfConversations(coupleIds: string[]): Promise<string[]> {
      if (!coupleIds.length) return [];
      const rows = await db
        .select({ id: messageImages.uploadId })
        .from(messageImages)
        .innerJoin(messages, eq(messages.id, messageImages.messageId))
        .where(inArray(messages.coupleId, coupleIds));
      return rows.map((row) => row.id);
    },

    async deleteConversations(coupleIds: string[]): Promise<void> {
      if (!coupleIds.length) return;
      await db.delete(messages).where(inArray(messages.coupleId, coupleIds));
      await db.delete(messageMembers).where(inArray(messageMembers.coupleId, coupleIds));
      await db.delete(nudges).where(inArray(nudges.coupleId, coupleIds));
    },

    /** the conversations in which a person is the only member left */
    async soleMemberOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ coupleId: messageMembers.coupleId })
        .from(messageMembers)
        .where(
          and(
            eq(messageMembers.userId, userId),
            sql`not exists (select 1 from ${messageMembers} other where other.couple_id = ${messageMembers.coupleId} and other.user_id <> ${userId})`,
          ),
        );
      return rows.map((row) => row.coupleId);
    },

    /** the photos of messages with what an archive needs of their uploads, in order */
    exportPhotos(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          messageId: messageImages.messageId,
          id: uploads.id,
          originalFile: uploads.originalFile,
          originalType: uploads.originalType,
          originalName: uploads.originalName,
          width: uploads.width,
          height: uploads.height,
        })
        .from(messageImages)
        .innerJoin(uploads, eq(uploads.id, messageImages.uploadId))
        .where(inArray(messageImages.messageId, ids))
        .orderBy(asc(messageImages.messageId), asc(messageImages.position));
    },

    /** an import's messages, their photos (already the importer's, claimed) and reactions */
    async importMessages(
      rows: NewMessageRow[],
      images: { messageId: string; uploadId: string; position: number }[],
      reactions: { messageId: string; userId: string; emoji: string; createdAt: Date }[],
    ): Promise<void> {
      for (let i = 0; i < rows.length; i += 500)
        await db.insert(messages).values(rows.slice(i, i + 500));
      for (let i = 0; i < images.length; i += 500)
        await db.insert(messageImages).values(images.slice(i, i + 500));
      for (let i = 0; i < reactions.length; i += 500)
        await db
          .insert(messageReactions)
          .values(reactions.slice(i, i + 500))
          .onConflictDoNothing();
    },

    /** ids among these that already exist (an import adds each once) */
    async existing(ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(inArray(messages.id, ids));
      return new Set(rows.map((row) => row.id));
    },
  };
}
