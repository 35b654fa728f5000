import { MESSAGE_LIMITS } from '@doita/shared';
import type { Message, MessagesPage, MessagesSearchResponse, UnreadMessages } from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import type { RealtimeHub } from '../../lib/events.js';
import type { StreamRegistry } from '../events/index.js';
import type { NotificationsRepository, Notifier } from '../notifications/index.js';
import type { UploadsRepository, UploadsService } from '../uploads/index.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import type { MessagesRepository } from './messages-repository.js';
import {
  createMessagePresenter,
  decodeCursor,
  encodeCursor,
  messageNotFound,
  stateOf,
} from './messages-view.js';
import type { Conversation } from './messages-view.js';
import { createMessageWrites } from './messages-writes.js';

const DELETED_AUTHOR = {
  authorId: null,
  authorName: null,
  authorAvatarUploadId: null,
  authorAvatarWidth: null,
};

export interface MessagesServiceDeps {
  messages: MessagesRepository;
  uploadsService: Pick<UploadsService, 'claim' | 'free' | 'deleteFiles' | 'toImage' | 'avatarUrl'>;
  transact: Transact<{ messages: MessagesRepository; uploads: UploadsRepository }>;
  clock: Clock;
  notifier: Pick<Notifier, 'notify'>;
  /** reading the conversation reads its message notifications */
  notifications: Pick<NotificationsRepository, 'markTypeRead'>;
  events: Pick<RealtimeHub, 'publish'>;
  /** whether a person has a page open somewhere (then the event is enough: no notification) */
  presence: Pick<StreamRegistry, 'isOpen'>;
  log: { error(details: object, message: string): void };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/**
 * The couple's conversation (docs/product-rules.md, The conversation): the two partners
 * only (anyone else meets 404); the author edits within 15 minutes and unsends at any time;
 * one reaction per person; read pointers move forward only; love notes stay pinned for
 * their recipient until opened; nudges at most 10 an hour. After a disconnect the
 * conversation is kept and read only; the same two reconnecting bring it back. Every change
 * is a `messages` event for both people's open pages; a partner with no page open is told
 * by a notification (folded while unread) and a push.
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  const { messages } = deps;

  async function conversationOf(user: UserWithCouple): Promise<Conversation | null> {
    if (user.coupleId) {
      const partnerId = await messages.partnerOf(user.id, user.coupleId);
      return { coupleId: user.coupleId, readOnly: false, partnerId };
    }
    const coupleId = await messages.latestConversationOf(user.id);
    if (!coupleId) return null;
    const members = await messages.membersOf(coupleId);
    const partner = members.find((member) => member.userId !== user.id);
    return { coupleId, readOnly: true, partnerId: partner?.userId ?? null };
  }

  async function found(user: UserWithCouple, id: string) {
    const conversation = await conversationOf(user);
    if (!conversation) throw messageNotFound();
    const row = await messages.find(conversation.coupleId, id);
    if (!row) throw messageNotFound();
    return { conversation, row };
  }

  const { authorOf, present } = createMessagePresenter(deps);

  async function one(conversation: Conversation, viewer: Caller, id: string): Promise<Message> {
    const row = await messages.find(conversation.coupleId, id);
    if (!row) throw messageNotFound();
    const [message] = await present([row], viewer, conversation);
    if (!message) throw messageNotFound();
    return message;
  }

  return {
    async list(user: Caller, query: { before?: string; limit: number }): Promise<MessagesPage> {
      const before = decodeCursor(query.before);
      // my couple's page, both read pointers and the partner (by the couple) in one round
      // trip; a conversation kept after a disconnect is found first
      const kept = user.coupleId ? null : await conversationOf(user);
      const coupleId = user.coupleId ?? kept?.coupleId;
      if (!coupleId)
        return {
          messages: [],
          nextCursor: null,
          partnerReadUpTo: null,
          myReadUpTo: null,
          readOnly: user.coupleId === null,
          partner: null,
        };
      const [rows, members, partner] = await Promise.all([
        messages.page(coupleId, before, query.limit),
        messages.membersOf(coupleId),
        kept
          ? messages.authors(kept.partnerId ? [kept.partnerId] : []).then(([one]) => one)
          : messages.partnerAuthorOf(user.id, coupleId),
      ]);
      const conversation = kept ?? { coupleId, readOnly: false, partnerId: partner?.id ?? null };
      const state = stateOf(members, user.id);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        messages: await present(page, user, conversation),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
        ...state,
        readOnly: conversation.readOnly,
        partner: partner
          ? authorOf(
              {
                authorId: partner.id,
                authorName: partner.displayName,
                authorAvatarUploadId: partner.avatarUploadId,
                authorAvatarWidth: partner.avatarWidth,
              },
              user,
            )
          : kept
            ? // a kept conversation whose other person deleted their account: they are
              // shown as the deleted account their traces name (null is "never had one")
              authorOf(DELETED_AUTHOR, user)
            : null,
      };
    },

    async search(
      user: Caller,
      query: { q: string; before?: string; limit: number },
    ): Promise<MessagesSearchResponse> {
      const before = decodeCursor(query.before);
      const conversation = await conversationOf(user);
      if (!conversation) return { messages: [], nextCursor: null };
      const rows = await messages.search(conversation.coupleId, query.q, before, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        messages: await present(page, user, conversation),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
    },

    async unread(user: UserWithCouple): Promise<UnreadMessages> {
      const conversation = await conversationOf(user);
      if (!conversation) return { count: 0, capped: false };
      const members = await messages.membersOf(conversation.coupleId);
      const me = members.find((m) => m.userId === user.id);
      const after =
        me?.readUpToId && me.readUpToAt ? { id: me.readUpToId, createdAt: me.readUpToAt } : null;
      const count = await messages.unreadCount(
        conversation.coupleId,
        user.id,
        after,
        MESSAGE_LIMITS.unreadCap + 1,
      );
      return {
        count: Math.min(count, MESSAGE_LIMITS.unreadCap),
        capped: count > MESSAGE_LIMITS.unreadCap,
      };
    },

    async pinnedNotes(user: Caller): Promise<{ notes: Message[] }> {
      if (!user.coupleId) return { notes: [] };
      const conversation: Conversation = {
        coupleId: user.coupleId,
        readOnly: false,
        partnerId: null,
      };
      const rows = await messages.pinnedNotes(user.coupleId, user.id, MESSAGE_LIMITS.pageMax);
      return { notes: await present(rows, user, conversation) };
    },

    async get(user: Caller, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      const [message] = await present([row], user, conversation);
      if (!message) throw messageNotFound();
      return message;
    },

    // sending, editing, unsending, reacting, reading, notes and nudges
    ...createMessageWrites(deps, { conversationOf, found, one }),
  };
}
