import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupleMembers, uploads, users } from '../../db/schema.js';
import { avatarRefOf, imageRowColumns } from '../uploads/index.js';
import type { ImageRow } from '../uploads/index.js';
import type { MessagePosition } from './messages-keyset-repository.js';
import { messageImages, messageMembers, messageReactions, messages } from './messages-schema.js';
import type { MessageMemberRow } from './messages-schema.js';

type MessageReactionRow = typeof messageReactions.$inferSelect;

const ph = (name: string) => sql.placeholder(name);

/** A page's lists of ids: one `= any($ids)` parameter, so the statement is the same whatever their number. */
const anyOf = (column: typeof messages.id | typeof messageImages.messageId) =>
  sql`${column} = any(${ph('ids')})`;

/** "Not yet paged": above every message, so one statement serves the first page and the next. */
const FROM_THE_TOP = { at: 'infinity', id: '' } as const;

/** every column but the search vector, which nothing reads */
export const messageColumns = {
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
/** a message with its author as the reader sees them (null fields once the account is gone) */
export const listColumns = {
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
export const NEWEST_FIRST = [
  sql`${messages.createdAt} desc nulls last`,
  sql`${messages.id} desc nulls last`,
];

/**
 * The conversation page's reads (GET /messages; the export reads its pages and reactions
 * too), each built once, on first use, and prepared: PostgreSQL keeps the parsed statement
 * per connection. Built per request, Drizzle's query building was a fifth of the server's
 * time on the page. Lazily, because a transaction builds every repository again.
 */
export function createMessagePageQueries(db: Db) {
  const select = () =>
    db.select(listColumns).from(messages).leftJoin(users, eq(users.id, messages.authorId));
  const built = new Map<string, unknown>();
  const once = <T>(name: string, build: () => T): T => {
    if (!built.has(name)) built.set(name, build());
    return built.get(name) as T;
  };

  const page = () =>
    once('page', () =>
      select()
        .where(
          and(
            eq(messages.coupleId, ph('coupleId')),
            sql`(${messages.createdAt}, ${messages.id}) < (${ph('at')}::timestamptz, ${ph('id')})`,
          ),
        )
        .orderBy(...NEWEST_FIRST)
        .limit(ph('limit'))
        .prepare('messages_page'),
    );
  const members = () =>
    once('members', () =>
      db
        .select()
        .from(messageMembers)
        .where(eq(messageMembers.coupleId, ph('coupleId')))
        .prepare('message_members_of'),
    );
  const partner = () =>
    once('partner', () =>
      db
        .select({ id: users.id, displayName: users.displayName, ...avatarRefOf(users) })
        .from(users)
        .where(
          sql`${users.id} = (select ${coupleMembers.userId} from ${coupleMembers} where ${coupleMembers.coupleId} = ${ph('coupleId')} and ${coupleMembers.userId} <> ${ph('userId')} limit 1)`,
        )
        .prepare('messages_partner_author'),
    );
  const images = () =>
    once('images', () =>
      db
        .select({ messageId: messageImages.messageId, ...imageRowColumns })
        .from(messageImages)
        .innerJoin(uploads, eq(uploads.id, messageImages.uploadId))
        .where(anyOf(messageImages.messageId))
        .orderBy(asc(messageImages.messageId), asc(messageImages.position))
        .prepare('message_images_of'),
    );
  const reactions = () =>
    once('reactions', () =>
      db
        .select()
        .from(messageReactions)
        .where(sql`${messageReactions.messageId} = any(${ph('ids')})`)
        .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId))
        .prepare('message_reactions_of'),
    );
  const quoted = () =>
    once('quoted', () =>
      select()
        .where(and(eq(messages.coupleId, ph('coupleId')), anyOf(messages.id)))
        .prepare('messages_quoted'),
    );
  const imageCounts = () =>
    once('imageCounts', () =>
      db
        .select({ id: messageImages.messageId, count: sql<number>`count(*)::int` })
        .from(messageImages)
        .where(anyOf(messageImages.messageId))
        .groupBy(messageImages.messageId)
        .prepare('message_image_counts'),
    );

  return {
    /** a page, newest first, `limit + 1` rows so the caller knows whether more follow */
    page(coupleId: string, before: MessagePosition | undefined, limit: number) {
      const bound = before ? { at: before.createdAt.toISOString(), id: before.id } : FROM_THE_TOP;
      return page().execute({ coupleId, ...bound, limit: limit + 1 });
    },

    /** the conversation's members and their read pointers */
    membersOf(coupleId: string): Promise<MessageMemberRow[]> {
      return members().execute({ coupleId });
    },

    /** my current partner (couple_members) as an author, read by the couple: none when single */
    async partnerAuthorOf(userId: string, coupleId: string) {
      const [row] = await partner().execute({ userId, coupleId });
      return row;
    },

    imagesOf(ids: string[]): Promise<(ImageRow & { messageId: string })[]> {
      if (!ids.length) return Promise.resolve([]);
      return images().execute({ ids });
    },

    reactionsOf(ids: string[]): Promise<MessageReactionRow[]> {
      if (!ids.length) return Promise.resolve([]);
      return reactions().execute({ ids });
    },

    /** the messages some replies quote (any state: a removed one answers as a trace) */
    quoted(coupleId: string, ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return quoted().execute({ coupleId, ids });
    },

    /** how many photos each quoted message has */
    async imageCounts(ids: string[]): Promise<Map<string, number>> {
      if (!ids.length) return new Map();
      const rows = await imageCounts().execute({ ids });
      return new Map(rows.map((row) => [row.id, row.count]));
    },
  };
}
