import { randomUUID } from 'node:crypto';
import { MESSAGES_EVENT, MESSAGE_LIMITS, canEditMessage } from '@doita/shared';
import type {
  CreateMessageInput,
  Message,
  MessageEventData,
  MessagesPage,
  MessagesSearchResponse,
  Nudge,
  ReadState,
  UnreadMessages,
} from '@doita/shared';
import type { Transact } from '../../db/transactions.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import type { RealtimeHub } from '../../lib/events.js';
import { userTopic } from '../../lib/events.js';
import type { StreamRegistry } from '../events/index.js';
import type { NotificationsRepository, Notifier } from '../notifications/index.js';
import type { UploadsRepository, UploadsService } from '../uploads/index.js';
import type { UserWithCouple } from '../users/index.js';
import type { MessageListRow, MessagesRepository } from './messages-repository.js';
import {
  createMessagePresenter,
  decodeCursor,
  editWindowPassed,
  encodeCursor,
  messageNotFound,
  noCouple,
  readOnly,
  removedMessage,
  stateOf,
} from './messages-view.js';
import type { Conversation } from './messages-view.js';

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
  const { messages, uploadsService, transact, clock } = deps;

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

  /** the conversation I may write in: my couple's (400 without one, 409 once it ended) */
  async function writable(user: UserWithCouple): Promise<Conversation & { partnerId: string }> {
    const conversation = await conversationOf(user);
    if (!conversation) throw noCouple();
    if (conversation.readOnly) throw readOnly();
    if (!conversation.partnerId) throw noCouple();
    return { ...conversation, partnerId: conversation.partnerId };
  }

  async function found(user: UserWithCouple, id: string) {
    const conversation = await conversationOf(user);
    if (!conversation) throw messageNotFound();
    const row = await messages.find(conversation.coupleId, id);
    if (!row) throw messageNotFound();
    return { conversation, row };
  }

  const { authorOf, present } = createMessagePresenter(deps);

  async function one(conversation: Conversation, viewerId: string, id: string): Promise<Message> {
    const row = await messages.find(conversation.coupleId, id);
    if (!row) throw messageNotFound();
    const [message] = await present([row], viewerId, conversation);
    if (!message) throw messageNotFound();
    return message;
  }

  /** tells both people's open pages (the actor's other devices too); never throws */
  function announce(
    conversation: Conversation,
    actorId: string,
    fields: Omit<MessageEventData, 'by' | 'at'>,
  ): void {
    const data: Record<string, string> = { by: actorId, at: clock.now().toISOString() };
    for (const [key, value] of Object.entries(fields))
      if (typeof value === 'string') data[key] = value;
    const people = new Set([actorId, ...(conversation.partnerId ? [conversation.partnerId] : [])]);
    for (const id of people)
      deps.events.publish({ topic: userTopic(id), event: MESSAGES_EVENT, data });
  }

  /** a notification (and its push) for a partner with no page open; a failure undoes nothing */
  async function tell(
    user: UserWithCouple,
    partnerId: string,
    type: 'message' | 'nudge',
    data: Record<string, string>,
    whenAway: boolean,
  ): Promise<void> {
    if (whenAway && deps.presence.isOpen(partnerId)) return;
    try {
      await deps.notifier.notify([
        {
          to: partnerId,
          actorId: user.id,
          type,
          data: { actorName: user.displayName, ...data },
          link: '/messages',
        },
      ]);
    } catch (error) {
      deps.log.error({ err: error }, 'message notification failed');
    }
  }

  async function readState(conversation: Conversation, viewerId: string): Promise<ReadState> {
    return stateOf(await messages.membersOf(conversation.coupleId), viewerId);
  }

  /** my writes on a message need the couple connected and the message standing */
  function checkWritable(conversation: Conversation, row: MessageListRow) {
    if (conversation.readOnly) throw readOnly();
    if (row.removed !== null) throw removedMessage();
  }

  return {
    async list(
      user: UserWithCouple,
      query: { before?: string; limit: number },
    ): Promise<MessagesPage> {
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
        messages: await present(page, user.id, conversation),
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
        ...state,
        readOnly: conversation.readOnly,
        partner: partner
          ? authorOf({
              authorId: partner.id,
              authorName: partner.displayName,
              authorAvatarUploadId: partner.avatarUploadId,
              authorAvatarWidth: partner.avatarWidth,
            })
          : null,
      };
    },

    async search(
      user: UserWithCouple,
      query: { q: string; before?: string; limit: number },
    ): Promise<MessagesSearchResponse> {
      const before = decodeCursor(query.before);
      const conversation = await conversationOf(user);
      if (!conversation) return { messages: [], nextCursor: null };
      const rows = await messages.search(conversation.coupleId, query.q, before, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        messages: await present(page, user.id, conversation),
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

    async pinnedNotes(user: UserWithCouple): Promise<{ notes: Message[] }> {
      if (!user.coupleId) return { notes: [] };
      const conversation: Conversation = {
        coupleId: user.coupleId,
        readOnly: false,
        partnerId: null,
      };
      const rows = await messages.pinnedNotes(user.coupleId, user.id, MESSAGE_LIMITS.pageMax);
      return { notes: await present(rows, user.id, conversation) };
    },

    async get(user: UserWithCouple, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      const [message] = await present([row], user.id, conversation);
      if (!message) throw messageNotFound();
      return message;
    },

    async create(user: UserWithCouple, input: CreateMessageInput): Promise<Message> {
      const conversation = await writable(user);
      if (input.replyToId !== undefined) {
        const quoted = await messages.find(conversation.coupleId, input.replyToId);
        if (!quoted) throw messageNotFound();
      }
      const now = clock.now();
      const id = randomUUID();
      const images = [...new Set(input.images ?? [])];
      const textValue = input.text ?? '';
      await transact(async (tx) => {
        // Only my own fresh uploads: a photo cannot be lifted from someone else's things.
        await uploadsService.claim(tx.uploads, user.id, images);
        await tx.messages.insert(
          {
            id,
            coupleId: conversation.coupleId,
            authorId: user.id,
            kind: input.kind,
            text: textValue.length > 0 ? textValue : null,
            replyToId: input.replyToId ?? null,
            createdAt: now,
          },
          images,
        );
        await tx.messages.ensureMembers(
          conversation.coupleId,
          [user.id, conversation.partnerId],
          now,
        );
        // What I send, I have read up to.
        await tx.messages.moveReadPointer(
          conversation.coupleId,
          user.id,
          { id, createdAt: now },
          now,
        );
      });
      announce(conversation, user.id, { type: 'created', messageId: id });
      await tell(
        user,
        conversation.partnerId,
        'message',
        { messageId: id, kind: input.kind },
        true,
      );
      return one(conversation, user.id, id);
    },

    async update(user: UserWithCouple, id: string, input: { text: string }): Promise<Message> {
      const { conversation, row } = await found(user, id);
      if (row.authorId !== user.id) throw forbidden();
      checkWritable(conversation, row);
      const now = clock.now();
      if (!canEditMessage(row.createdAt, now)) throw editWindowPassed();
      if (!(await messages.edit(id, input.text, now))) throw removedMessage();
      announce(conversation, user.id, { type: 'edited', messageId: id });
      return one(conversation, user.id, id);
    },

    async unsend(user: UserWithCouple, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      if (row.authorId !== user.id) throw forbidden();
      if (conversation.readOnly) throw readOnly();
      if (row.removed !== null) return one(conversation, user.id, id);
      const now = clock.now();
      const freed = await transact(async (tx) => {
        const imageIds = await tx.messages.imageIdsOf(id);
        if (!(await tx.messages.remove(id, 'unsent', now))) return [];
        // Its photos go with it: every URL handed out answers 404 from the commit on.
        return uploadsService.free(tx.uploads, imageIds);
      });
      await uploadsService.deleteFiles(freed);
      announce(conversation, user.id, { type: 'unsent', messageId: id });
      return one(conversation, user.id, id);
    },

    async setReaction(user: UserWithCouple, id: string, emoji: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      checkWritable(conversation, row);
      await messages.setReaction(id, user.id, emoji.normalize('NFC'), clock.now());
      announce(conversation, user.id, { type: 'reaction', messageId: id });
      return one(conversation, user.id, id);
    },

    async removeReaction(user: UserWithCouple, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      checkWritable(conversation, row);
      if (await messages.removeReaction(id, user.id))
        announce(conversation, user.id, { type: 'reaction', messageId: id });
      return one(conversation, user.id, id);
    },

    async markRead(user: UserWithCouple, upToId: string): Promise<ReadState> {
      const { conversation, row } = await found(user, upToId);
      const now = clock.now();
      if (!conversation.readOnly && conversation.partnerId)
        await messages.ensureMembers(conversation.coupleId, [user.id, conversation.partnerId], now);
      const moved = await messages.moveReadPointer(
        conversation.coupleId,
        user.id,
        { id: row.id, createdAt: row.createdAt },
        now,
      );
      if (moved) {
        await deps.notifications.markTypeRead(user.id, 'message', now);
        announce(conversation, user.id, {
          type: 'read',
          messageId: row.id,
          createdAt: row.createdAt.toISOString(),
          seenAt: now.toISOString(),
        });
      }
      return readState(conversation, user.id);
    },

    async openNote(user: UserWithCouple, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      if (row.kind !== 'note') throw notFound('Note not found');
      if (row.authorId === user.id) throw forbidden();
      checkWritable(conversation, row);
      if (await messages.openNote(id, clock.now()))
        announce(conversation, user.id, { type: 'note_opened', messageId: id });
      return one(conversation, user.id, id);
    },

    async nudge(user: UserWithCouple): Promise<Nudge> {
      const conversation = await writable(user);
      const now = clock.now();
      const hour = 60 * 60_000;
      const recent = await messages.nudgesSince(user.id, new Date(now.getTime() - hour));
      if (recent.length >= MESSAGE_LIMITS.nudgesPerHour) {
        const oldest = recent[recent.length - MESSAGE_LIMITS.nudgesPerHour] ?? now;
        throw tooManyRequests(
          Math.max(1, Math.ceil((oldest.getTime() + hour - now.getTime()) / 1000)),
        );
      }
      const id = randomUUID();
      await messages.insertNudge({
        id,
        coupleId: conversation.coupleId,
        fromUserId: user.id,
        toUserId: conversation.partnerId,
        createdAt: now,
      });
      announce(conversation, user.id, { type: 'nudge', nudgeId: id });
      await tell(user, conversation.partnerId, 'nudge', { nudgeId: id }, false);
      return { id, createdAt: now.toISOString() };
    },
  };
}
