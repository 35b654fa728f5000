import { randomUUID } from 'node:crypto';
import {
  MESSAGES_EVENT,
  MESSAGE_LIMITS,
  canEditMessage,
  countCharacters,
  maxLengthMessage,
  messageTextLimit,
} from '@doita/shared';
import type {
  CreateMessageInput,
  Message,
  MessageEventData,
  Nudge,
  ReadState,
} from '@doita/shared';
import { fieldInvalid, forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import { userTopic } from '../../lib/events.js';
import type { Caller, UserWithCouple } from '../users/index.js';
import type { MessageListRow } from './messages-repository.js';
import type { MessagesServiceDeps } from './messages-service.js';
import {
  editWindowPassed,
  messageNotFound,
  noCouple,
  readOnly,
  removedMessage,
  stateOf,
} from './messages-view.js';
import type { Conversation } from './messages-view.js';

/** what the writes take from the service's reads: the conversation and a message in it */
export interface MessageLookups {
  conversationOf: (user: UserWithCouple) => Promise<Conversation | null>;
  found: (
    user: UserWithCouple,
    id: string,
  ) => Promise<{ conversation: Conversation; row: MessageListRow }>;
  one: (conversation: Conversation, viewer: Caller, id: string) => Promise<Message>;
}

/**
 * The conversation's writes (messages-service.ts has the rules): each one is announced to
 * both people's open pages, and a new message or a nudge is told to a partner away.
 */
export function createMessageWrites(deps: MessagesServiceDeps, lookups: MessageLookups) {
  const { messages, uploadsService, transact, clock } = deps;
  const { conversationOf, found, one } = lookups;

  /** the conversation I may write in: my couple's (400 without one, 409 once it ended) */
  async function writable(user: UserWithCouple): Promise<Conversation & { partnerId: string }> {
    const conversation = await conversationOf(user);
    if (!conversation) throw noCouple();
    if (conversation.readOnly) throw readOnly();
    if (!conversation.partnerId) throw noCouple();
    return { ...conversation, partnerId: conversation.partnerId };
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
    async create(user: Caller, input: CreateMessageInput): Promise<Message> {
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
        await uploadsService.claim(tx.uploads, user.id, images, 'images', { photosOnly: true });
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
      // ...and so the partner's messages told to me before it are read too: a reply
      // leaves no "sent you 3 messages" behind on my bell
      await deps.notifications.markTypeRead(user.id, 'message', now);
      announce(conversation, user.id, { type: 'created', messageId: id });
      await tell(
        user,
        conversation.partnerId,
        'message',
        { messageId: id, kind: input.kind },
        true,
      );
      return one(conversation, user, id);
    },

    async update(user: Caller, id: string, input: { text: string }): Promise<Message> {
      const { conversation, row } = await found(user, id);
      if (row.authorId !== user.id) throw forbidden();
      checkWritable(conversation, row);
      const now = clock.now();
      if (!canEditMessage(row.createdAt, now)) throw editWindowPassed();
      // a love note stays a note: its new words keep to the note's limit
      const limit = messageTextLimit(row.kind);
      if (countCharacters(input.text) > limit) throw fieldInvalid('text', maxLengthMessage(limit));
      if (!(await messages.edit(id, input.text, now))) throw removedMessage();
      announce(conversation, user.id, { type: 'edited', messageId: id });
      return one(conversation, user, id);
    },

    async unsend(user: Caller, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      if (row.authorId !== user.id) throw forbidden();
      if (conversation.readOnly) throw readOnly();
      if (row.removed !== null) return one(conversation, user, id);
      const now = clock.now();
      const freed = await transact(async (tx) => {
        const imageIds = await tx.messages.imageIdsOf(id);
        if (!(await tx.messages.remove(id, 'unsent', now))) return [];
        // Its photos go with it: every URL handed out answers 404 from the commit on.
        return uploadsService.free(tx.uploads, imageIds);
      });
      await uploadsService.deleteFiles(freed);
      announce(conversation, user.id, { type: 'unsent', messageId: id });
      return one(conversation, user, id);
    },

    async setReaction(user: Caller, id: string, emoji: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      checkWritable(conversation, row);
      await messages.setReaction(id, user.id, emoji.normalize('NFC'), clock.now());
      announce(conversation, user.id, { type: 'reaction', messageId: id });
      return one(conversation, user, id);
    },

    async removeReaction(user: Caller, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      checkWritable(conversation, row);
      if (await messages.removeReaction(id, user.id))
        announce(conversation, user.id, { type: 'reaction', messageId: id });
      return one(conversation, user, id);
    },

    async markRead(user: Caller, upToId: string): Promise<ReadState> {
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
        announce(conversation, user.id, {
          type: 'read',
          messageId: row.id,
          createdAt: row.createdAt.toISOString(),
          seenAt: now.toISOString(),
        });
      }
      const state = await readState(conversation, user.id);
      // The bell's folded notice goes once nothing my partner sent is unread, whether this
      // call moved the pointer or it was there already (moved by a message I sent, or from
      // another device): never while a message it told of is still after the pointer.
      const pointer = state.myReadUpTo;
      const after = pointer ? { id: pointer.id, createdAt: new Date(pointer.createdAt) } : null;
      if ((await messages.unreadCount(conversation.coupleId, user.id, after, 1)) === 0)
        await deps.notifications.markTypeRead(user.id, 'message', now);
      return state;
    },

    async openNote(user: Caller, id: string): Promise<Message> {
      const { conversation, row } = await found(user, id);
      if (row.kind !== 'note') throw notFound('Note not found');
      if (row.authorId === user.id) throw forbidden();
      checkWritable(conversation, row);
      if (await messages.openNote(id, clock.now()))
        announce(conversation, user.id, { type: 'note_opened', messageId: id });
      return one(conversation, user, id);
    },

    async nudge(user: Caller): Promise<Nudge> {
      const conversation = await writable(user);
      const now = clock.now();
      const hour = 60 * 60_000;
      const id = randomUUID();
      await transact(async (tx) => {
        await tx.messages.lockNudgesOf(user.id);
        const recent = await tx.messages.nudgesSince(user.id, new Date(now.getTime() - hour));
        if (recent.length >= MESSAGE_LIMITS.nudgesPerHour) {
          const oldest = recent[recent.length - MESSAGE_LIMITS.nudgesPerHour] ?? now;
          throw tooManyRequests(
            Math.max(1, Math.ceil((oldest.getTime() + hour - now.getTime()) / 1000)),
          );
        }
        await tx.messages.insertNudge({
          id,
          coupleId: conversation.coupleId,
          fromUserId: user.id,
          toUserId: conversation.partnerId,
          createdAt: now,
        });
      });
      announce(conversation, user.id, { type: 'nudge', nudgeId: id });
      await tell(user, conversation.partnerId, 'nudge', { nudgeId: id }, false);
      return { id, createdAt: now.toISOString() };
    },
  };
}
