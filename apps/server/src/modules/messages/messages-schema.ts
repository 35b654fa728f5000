import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns.js';
import { uploads } from '../uploads/uploads-schema.js';
import { users } from '../users/users-schema.js';

/**
 * The couple's conversation (docs/product-rules.md, The conversation): one per couple,
 * keyed by the couple's id. `couple_id` has no foreign key on purpose: a couple row goes
 * with either partner's account, and the conversation stays with the other one (the
 * deleted person's messages as "removed" traces); it goes once both members are gone
 * (messages-account-deletion.ts). A removed message keeps its row, with no text.
 * `search` is kept by PostgreSQL from the text, accents and case folded by
 * `doita_unaccent`, like the memories' search.
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id').notNull(),
    /** null once the author's account is gone */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['text', 'note'] }).notNull(),
    /** null once removed */
    text: text('text'),
    /** the message it answers (same conversation); a removed one still answers as a trace */
    replyToId: text('reply_to_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** 'unsent' or 'account_deleted', null while it stands */
    removed: text('removed', { enum: ['unsent', 'account_deleted'] }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** a note: when its recipient opened it (it leaves their dashboard) */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple'::regconfig, doita_unaccent(coalesce("text", '')))`,
      ),
  },
  (t) => [
    // The page, the unread count and the read pointers: one index range per conversation.
    index('messages_couple_order_idx').on(t.coupleId, t.createdAt.desc(), t.id.desc()),
    index('messages_search_idx').using('gin', t.search),
    // Notes still pinned on a dashboard.
    index('messages_pinned_notes_idx')
      .on(t.coupleId, t.createdAt.desc())
      .where(sql`${t.kind} = 'note' and ${t.openedAt} is null and ${t.removed} is null`),
    index('messages_author_idx').on(t.authorId),
    check('messages_kind', sql`${t.kind} in ('text', 'note')`),
    check(
      'messages_removed',
      sql`${t.removed} is null or ${t.removed} in ('unsent', 'account_deleted')`,
    ),
  ],
);

/** A message's photos, in order. */
export const messageImages = pgTable(
  'message_images',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.uploadId] }),
    index('message_images_upload_id_idx').on(t.uploadId),
  ],
);

/** One reaction per person per message. */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/**
 * The two people of a conversation, each with their read pointer (the last message they
 * read, and when): it moves forward only. A member's row goes with their account; a
 * disconnected member still reads the conversation, read only, through it.
 */
export const messageMembers = pgTable(
  'message_members',
  {
    coupleId: text('couple_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readUpToId: text('read_up_to_id'),
    /** the read message's created_at: the pointer compares (created_at, id) */
    readUpToAt: timestamp('read_up_to_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.coupleId, t.userId] }),
    index('message_members_user_idx').on(t.userId),
  ],
);

/** "Thinking of you": a heart to the partner (at most 10 an hour per person). */
export const nudges = pgTable(
  'nudges',
  {
    id: text('id').primaryKey(),
    coupleId: text('couple_id').notNull(),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('nudges_from_idx').on(t.fromUserId, t.createdAt.desc())],
);

export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
export type MessageMemberRow = typeof messageMembers.$inferSelect;
