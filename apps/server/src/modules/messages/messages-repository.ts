import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, notifications, uploads, users } from '../../db/schema.js';
import { avatarRefOf, imageRowColumns } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import {
  messageImages,
  messageMembers,
  messageReactions,
  messages,
  nudges,
} from './messages-schema.js';
import type { MessageMemberRow, MessageRow, NewMessageRow } from './messages-schema.js';

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

/** A position in the conversation: (created_at, id), newest first. */
export interface MessagePosition {
  createdAt: Date;
  id: string;
}

/** A message with its author as the reader sees them (null fields once the account is gone). */
export type MessageListRow = Omit<MessageRow, 'search'> & {
  authorName: string | null;
  authorAvatarUploadId: string | null;
  authorAvatarWidth: number | null;
};

export interface AuthorRow {
  id: string;
  displayName: string;
  avatarUploadId: string | null;
  avatarWidth: number | null;
}

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

/** strictly older than the position, in the (couple, created_at desc, id desc) index's order */
const olderThan = (at: MessagePosition): SQL =>
  sql`(${messages.createdAt}, ${messages.id}) < (${at.createdAt.toISOString()}::timestamptz, ${at.id})`;
/** strictly newer than the position */
const newerThan = (at: MessagePosition): SQL =>
  sql`(${messages.createdAt}, ${messages.id}) > (${at.createdAt.toISOString()}::timestamptz, ${at.id})`;

export function createMessagesRepository(db: Db) {
  const select = () =>
    db.select(listColumns).from(messages).leftJoin(users, eq(users.id, messages.authorId));

  return {
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
        .orderBy(desc(messages.createdAt), desc(messages.id))
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
        .orderBy(desc(messages.createdAt), desc(messages.id))
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
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
    },

    // -- members and read pointers --------------------------------------------------------

    /** both people of a connected couple are members of its conversation (once) */
    async ensureMembers(coupleId: string, userIds: string[], at: Date): Promise<void> {
      if (!userIds.length) return;
      await db
        .insert(messageMembers)
        .values(userIds.map((userId) => ({ coupleId, userId, createdAt: at })))
        .onConflictDoNothing();
    },

    membersOf(coupleId: string): Promise<MessageMemberRow[]> {
      return db.select().from(messageMembers).where(eq(messageMembers.coupleId, coupleId));
    },

    /**
     * The conversation a person without a couple still reads: the one of their
     * memberships with the latest message (a person has had a handful of couples at most).
     */
    async latestConversationOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ coupleId: messageMembers.coupleId })
        .from(messageMembers)
        .where(eq(messageMembers.userId, userId))
        .orderBy(
          sql`(select max(m.created_at) from ${messages} m where m.couple_id = ${messageMembers.coupleId}) desc nulls last`,
          desc(messageMembers.createdAt),
        )
        .limit(1);
      return row?.coupleId ?? null;
    },

    /** my current partner (couple_members), if any */
    async partnerOf(userId: string, coupleId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: coupleMembers.userId })
        .from(coupleMembers)
        .where(and(eq(coupleMembers.coupleId, coupleId), ne(coupleMembers.userId, userId)))
        .limit(1);
      return row?.userId ?? null;
    },

    async authors(ids: string[]): Promise<AuthorRow[]> {
      if (!ids.length) return [];
      return db
        .select({ id: users.id, displayName: users.displayName, ...avatarRefOf(users) })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** moves my pointer to `to` when it is ahead of where it is; true when it moved */
    async moveReadPointer(
      coupleId: string,
      userId: string,
      to: MessagePosition,
      at: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(messageMembers)
        .set({ readUpToId: to.id, readUpToAt: to.createdAt, seenAt: at })
        .where(
          and(
            eq(messageMembers.coupleId, coupleId),
            eq(messageMembers.userId, userId),
            sql`(${messageMembers.readUpToAt} is null or (${messageMembers.readUpToAt}, ${messageMembers.readUpToId}) < (${to.createdAt.toISOString()}::timestamptz, ${to.id}))`,
          ),
        )
        .returning({ userId: messageMembers.userId });
      return rows.length > 0;
    },

    /**
     * The partner's messages after my pointer, counted over the index range and stopped at
     * `cap` (the count never reads more than `cap` rows).
     */
    async unreadCount(
      coupleId: string,
      viewerId: string,
      after: MessagePosition | null,
      cap: number,
    ): Promise<number> {
      const inner = db
        .select({ one: sql`1` })
        .from(messages)
        .where(
          and(
            eq(messages.coupleId, coupleId),
            after ? newerThan(after) : undefined,
            ne(messages.authorId, viewerId),
            isNull(messages.removed),
          ),
        )
        .limit(cap)
        .as('unread');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(inner);
      return row?.count ?? 0;
    },

    /** my partner's unread-message notification is read once I have read the conversation */
    async clearMessageNotifications(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, 'message'),
            isNull(notifications.readAt),
          ),
        );
    },

    // -- nudges ---------------------------------------------------------------------------

    /** my nudges since `since`, oldest first (how long until the oldest leaves the hour) */
    async nudgesSince(userId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ createdAt: nudges.createdAt })
        .from(nudges)
        .where(and(eq(nudges.fromUserId, userId), gte(nudges.createdAt, since)))
        .orderBy(asc(nudges.createdAt));
      return rows.map((row) => row.createdAt);
    },

    async insertNudge(row: typeof nudges.$inferInsert): Promise<void> {
      await db.insert(nudges).values(row);
    },

    // -- account deletion, export, import -------------------------------------------------

    /** the conversations a person is a member of */
    async conversationsOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ coupleId: messageMembers.coupleId })
        .from(messageMembers)
        .where(eq(messageMembers.userId, userId));
      return rows.map((row) => row.coupleId);
    },

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

    /** every message of a conversation, oldest first, a page at a time (the export) */
    exportPage(coupleId: string, after: MessagePosition | undefined, limit: number) {
      return select()
        .where(and(eq(messages.coupleId, coupleId), after ? newerThan(after) : undefined))
        .orderBy(asc(messages.createdAt), asc(messages.id))
        .limit(limit);
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
