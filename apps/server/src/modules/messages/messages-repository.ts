import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads, users } from '../../db/schema.js';
import { avatarRefOf, imageRowColumns } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import { createMessageArchiveQueries } from './messages-archive-repository.js';
import { olderThan } from './messages-keyset-repository.js';
import type { MessagePosition } from './messages-keyset-repository.js';
import { createMessageMembersQueries } from './messages-members-repository.js';
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

/** every column but the search vector, which nothing reads */
const messageColumns = {
  id: messages.id,
  coupleId: messages.coupleId,
  authorId: messages.authorId,
  kind: messages.kind,
  text: messages.text,
  replyToId: messages.replyToId,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  removed: messages.removed,
  removedAt: messages.removedAt,
  openedAt: messages.openedAt,
};

const authorAvatar = avatarRefOf(users);
const listColumns = {
  ...messageColumns,
  authorName: users.displayName,
  authorAvatarUploadId: authorAvatar.avatarUploadId,
  authorAvatarWidth: authorAvatar.avatarWidth,
};

/**
 * Newest first in the order of `messages_couple_order_idx` (drizzle writes its `desc` index
 * columns NULLS LAST, and a plain `desc` sorts NULLS FIRST, which PostgreSQL would not read
 * off that index: it sorted the whole conversation instead).
 */
const NEWEST_FIRST = [
  sql`${messages.createdAt} desc nulls last`,
  sql`${messages.id} desc nulls last`,
];

export function createMessagesRepository(db: Db) {
  const select = () =>
    db.select(listColumns).from(messages).leftJoin(users, eq(users.id, messages.authorId));

  return {
    ...createMessageMembersQueries(db),
    ...createMessageArchiveQueries(db),

    /** one message of a conversation */
    async find(coupleId: string, id: string): Promise<MessageListRow | undefined> {
      const [row] = await select()
        .where(and(eq(messages.coupleId, coupleId), eq(messages.id, id)))
        .limit(1);
      return row;
    },

    /** a page, newest first, `limit + 1` rows so the caller knows whether more follow */
    page(
      coupleId: string,
      before: MessagePosition | undefined,
      limit: number,
    ): Promise<MessageListRow[]> {
      return select()
        .where(and(eq(messages.coupleId, coupleId), before ? olderThan(before) : undefined))
        .orderBy(...NEWEST_FIRST)
        .limit(limit + 1);
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

    /** the messages some replies quote (any state: a removed one answers as a trace) */
    quoted(coupleId: string, ids: string[]): Promise<MessageListRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return select().where(and(eq(messages.coupleId, coupleId), inArray(messages.id, ids)));
    },

    /** how many photos each quoted message has */
    async imageCounts(ids: string[]): Promise<Map<string, number>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: messageImages.messageId, count: sql<number>`count(*)::int` })
        .from(messageImages)
        .where(inArray(messageImages.messageId, ids))
        .groupBy(messageImages.messageId);
      return new Map(rows.map((row) => [row.id, row.count]));
    },

    imagesOf(ids: string[]): Promise<(ImageRow & { messageId: string })[]> {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({ messageId: messageImages.messageId, ...imageRowColumns })
        .from(messageImages)
        .innerJoin(uploads, eq(uploads.id, messageImages.uploadId))
        .where(inArray(messageImages.messageId, ids))
        .orderBy(asc(messageImages.messageId), asc(messageImages.position));
    },

    async imageIdsOf(id: string): Promise<string[]> {
      const rows = await db
        .select({ id: messageImages.uploadId })
        .from(messageImages)
        .where(eq(messageImages.messageId, id));
      return rows.map((row) => row.id);
    },

    reactionsOf(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select()
        .from(messageReactions)
        .where(inArray(messageReactions.messageId, ids))
        .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId));
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
