import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createMessageArchiveQueries } from './messages-archive-repository.js';
import { olderThan } from './messages-keyset-repository.js';
import type { MessagePosition } from './messages-keyset-repository.js';
import { createMessageMembersQueries } from './messages-members-repository.js';
import { NEWEST_FIRST, createMessagePageQueries, listColumns } from './messages-page-repository.js';
import { messageImages, messageReactions, messages } from './messages-schema.js';
import type { MessageRow, NewMessageRow } from './messages-schema.js';

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

/** A message with its author as the reader sees them (null fields once the account is gone). */
export type MessageListRow = Omit<MessageRow, 'search'> & {
  authorName: string | null;
  authorAvatarUploadId: string | null;
  authorAvatarWidth: number | null;
};

export type { AuthorRow } from './messages-members-repository.js';
export type { MessagePosition } from './messages-keyset-repository.js';

export function createMessagesRepository(db: Db) {
  const select = () =>
    db.select(listColumns).from(messages).leftJoin(users, eq(users.id, messages.authorId));

  return {
    ...createMessageMembersQueries(db),
    ...createMessageArchiveQueries(db),
    ...createMessagePageQueries(db),

    /** one message of a conversation */
    async find(coupleId: string, id: string): Promise<MessageListRow | undefined> {
      const [row] = await select()
        .where(and(eq(messages.coupleId, coupleId), eq(messages.id, id)))
        .limit(1);
      return row;
    },

    /**
     * Messages holding every word (accents and case folded by `doita_unaccent`, as the
     * memories' search), newest first, by the same keyset; removed ones hold no text.
     */
    search(
      coupleId: string,
      q: string,
      before: MessagePosition | undefined,
      limit: number,
    ): Promise<MessageListRow[]> {
      return select()
        .where(
          and(
            eq(messages.coupleId, coupleId),
            isNull(messages.removed),
            sql`${messages.search} @@ (select plainto_tsquery('simple'::regconfig, doita_unaccent(${q})) offset 0)`,
            before ? olderThan(before) : undefined,
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(limit + 1);
    },

    async imageIdsOf(id: string): Promise<string[]> {
      const rows = await db
        .select({ id: messageImages.uploadId })
        .from(messageImages)
        .where(eq(messageImages.messageId, id));
      return rows.map((row) => row.id);
    },

    async insert(row: NewMessageRow, imageIds: string[]): Promise<void> {
      await db.insert(messages).values(row);
      if (imageIds.length)
        await db
          .insert(messageImages)
          .values(
            imageIds.map((uploadId, position) => ({ messageId: row.id, uploadId, position })),
          );
    },

    /** new words for a standing message; false when it was removed meanwhile */
    async edit(id: string, textValue: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ text: textValue, editedAt: at })
        .where(and(eq(messages.id, id), isNull(messages.removed)))
        .returning({ id: messages.id });
      return rows.length > 0;
    },

    /** unsends: the words and photos go, the row stays as a trace; false when already removed */
    async remove(id: string, reason: 'unsent' | 'account_deleted', at: Date): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ text: null, removed: reason, removedAt: at })
        .where(and(eq(messages.id, id), isNull(messages.removed)))
        .returning({ id: messages.id });
      if (rows.length === 0) return false;
      await db.delete(messageImages).where(eq(messageImages.messageId, id));
      await db.delete(messageReactions).where(eq(messageReactions.messageId, id));
      return true;
    },

    async setReaction(messageId: string, userId: string, emoji: string, at: Date) {
      await db
        .insert(messageReactions)
        .values({ messageId, userId, emoji, createdAt: at })
        .onConflictDoUpdate({
          target: [messageReactions.messageId, messageReactions.userId],
          set: { emoji, createdAt: at },
        });
    },

    async removeReaction(messageId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(messageReactions)
        .where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId)))
        .returning({ userId: messageReactions.userId });
      return rows.length > 0;
    },

    /** opens a note (once: the first opening keeps its time); false when it was already open */
    async openNote(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(messages)
        .set({ openedAt: at })
        .where(and(eq(messages.id, id), eq(messages.kind, 'note'), isNull(messages.openedAt)))
        .returning({ id: messages.id });
      return rows.length > 0;
    },

    /** notes to me not yet opened (the partial index), newest first */
    pinnedNotes(coupleId: string, viewerId: string, limit: number): Promise<MessageListRow[]> {
      return select()
        .where(
          and(
            eq(messages.coupleId, coupleId),
            eq(messages.kind, 'note'),
            isNull(messages.openedAt),
            isNull(messages.removed),
            ne(messages.authorId, viewerId),
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
    },
  };
}
