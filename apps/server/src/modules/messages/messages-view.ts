import {
  ERROR_CODES,
  ERROR_MESSAGES,
  UNKNOWN_AUTHOR_NAME,
  VALIDATION,
  canEditMessage,
  editableUntil,
  messageExcerpt,
} from '@doita/shared';
import type { Author, Image, Message, MessageQuote, ReadPointer, ReadState } from '@doita/shared';
import type { Clock } from '../../lib/clock.js';
import { HttpError, badRequest, fieldInvalid, notFound } from '../../lib/errors.js';
import type { FileViewer, UploadsService } from '../uploads/index.js';
import type { MessageListRow, MessagePosition, MessagesRepository } from './messages-repository.js';
import type { MessageMemberRow } from './messages-schema.js';

/** The conversation a person reads: their couple's, or, with none, their last one (read only). */
export interface Conversation {
  coupleId: string;
  readOnly: boolean;
  partnerId: string | null;
}

export const messageNotFound = () => notFound('Message not found');
export const readOnly = () =>
  new HttpError(409, ERROR_CODES.conversationReadOnly, ERROR_MESSAGES.conversationReadOnly);
export const removedMessage = () =>
  new HttpError(409, ERROR_CODES.messageRemoved, ERROR_MESSAGES.messageRemoved);
export const editWindowPassed = () =>
  new HttpError(409, ERROR_CODES.messageEditWindowPassed, ERROR_MESSAGES.messageEditWindowPassed);
export const noCouple = () => badRequest(ERROR_CODES.noCouple, ERROR_MESSAGES.noCouple);

/** `<created_at ISO>|<id>` in base64url: opaque to the client */
export const encodeCursor = (row: MessagePosition) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): MessagePosition | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const textValue = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = textValue.indexOf('|');
  const iso = textValue.slice(0, bar);
  const id = textValue.slice(bar + 1);
  const createdAt = new Date(iso);
  if (
    bar < 0 ||
    !/^[12]\d{3}-/.test(iso) ||
    Number.isNaN(createdAt.getTime()) ||
    createdAt.toISOString() !== iso ||
    !/^[\w-]{1,64}$/.test(id)
  )
    throw fieldInvalid('before', VALIDATION.invalid);
  return { createdAt, id };
}

export function pointerOf(member: MessageMemberRow | undefined): ReadPointer | null {
  if (!member?.readUpToId || !member.readUpToAt || !member.seenAt) return null;
  return {
    id: member.readUpToId,
    createdAt: member.readUpToAt.toISOString(),
    seenAt: member.seenAt.toISOString(),
  };
}

/** both read pointers, from the conversation's members */
export function stateOf(members: MessageMemberRow[], viewerId: string): ReadState {
  return {
    myReadUpTo: pointerOf(members.find((m) => m.userId === viewerId)),
    partnerReadUpTo: pointerOf(members.find((m) => m.userId !== viewerId)),
  };
}

/**
 * Rows as the API gives them: a page's photos, reactions, quoted messages and their photo
 * counts in four queries whatever its size; a removed message shows nothing of itself.
 */
export function createMessagePresenter(deps: {
  messages: Pick<MessagesRepository, 'imagesOf' | 'reactionsOf' | 'quoted' | 'imageCounts'>;
  uploadsService: Pick<UploadsService, 'toImage' | 'avatarUrl'>;
  clock: Clock;
}) {
  const { messages, uploadsService, clock } = deps;
  /** who wrote it, as `viewer` is shown them */
  const authorOf = (
    row: {
      authorId: string | null;
      authorName: string | null;
      authorAvatarUploadId: string | null;
      authorAvatarWidth: number | null;
    },
    viewer: FileViewer,
  ): Author => ({
    id: row.authorId,
    displayName:
      row.authorId === null ? UNKNOWN_AUTHOR_NAME : (row.authorName ?? UNKNOWN_AUTHOR_NAME),
    avatarUrl: uploadsService.avatarUrl(
      { avatarUploadId: row.authorAvatarUploadId, avatarWidth: row.authorAvatarWidth },
      viewer,
    ),
  });

  async function present(
    rows: MessageListRow[],
    viewer: FileViewer,
    conversation: Conversation,
  ): Promise<Message[]> {
    if (rows.length === 0) return [];
    const viewerId = viewer.id;
    const now = clock.now();
    const standing = rows.filter((row) => row.removed === null).map((row) => row.id);
    const quotedIds = [
      ...new Set(rows.map((row) => row.replyToId).filter((id): id is string => id !== null)),
    ];
    const [images, reactions, quoted, counts] = await Promise.all([
      messages.imagesOf(standing),
      messages.reactionsOf(standing),
      messages.quoted(conversation.coupleId, quotedIds),
      messages.imageCounts(quotedIds),
    ]);
    const imagesBy = new Map<string, Image[]>();
    for (const image of images) {
      const list = imagesBy.get(image.messageId) ?? [];
      list.push(uploadsService.toImage(image, viewer));
      imagesBy.set(image.messageId, list);
    }
    const reactionsBy = new Map<string, Message['reactions']>();
    for (const reaction of reactions) {
      const list = reactionsBy.get(reaction.messageId) ?? [];
      list.push({
        userId: reaction.userId,
        emoji: reaction.emoji,
        createdAt: reaction.createdAt.toISOString(),
      });
      reactionsBy.set(reaction.messageId, list);
    }
    const quotes = new Map<string, MessageQuote>();
    for (const row of quoted) {
      quotes.set(row.id, {
        id: row.id,
        author: authorOf(row, viewer),
        excerpt: row.removed === null && row.text ? messageExcerpt(row.text) : null,
        imageCount: row.removed === null ? (counts.get(row.id) ?? 0) : 0,
        kind: row.kind,
        removed: row.removed,
      });
    }
    return rows.map((row) => {
      const mine = row.authorId !== null && row.authorId === viewerId;
      const gone = row.removed !== null;
      return {
        id: row.id,
        kind: row.kind,
        author: authorOf(row, viewer),
        isMine: mine,
        text: gone ? null : row.text,
        images: gone ? [] : (imagesBy.get(row.id) ?? []),
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        editableUntil: gone ? null : editableUntil(row.createdAt).toISOString(),
        canEdit: mine && !gone && !conversation.readOnly && canEditMessage(row.createdAt, now),
        removed: row.removed,
        removedAt: row.removedAt?.toISOString() ?? null,
        replyTo: row.replyToId ? (quotes.get(row.replyToId) ?? null) : null,
        reactions: gone ? [] : (reactionsBy.get(row.id) ?? []),
        openedAt: row.openedAt?.toISOString() ?? null,
      };
    });
  }

  return { authorOf, present };
}
