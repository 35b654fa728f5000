import { z } from 'zod';
import {
  VALIDATION,
  cursorSchema,
  idSchema,
  maxLengthMessage,
  pageLimitSchema,
  requiredText,
} from '../common/common-schemas.js';
import { authorSchema } from '../social/social-schemas.js';
import { uploadIdOf } from '../uploads/uploads-rules.js';
import { imageSchema } from '../uploads/uploads-schemas.js';
import {
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_REMOVALS,
  countCharacters,
  isSingleEmoji,
  messageTextLimit,
  normalizeMessageText,
} from './messages-rules.js';

/**
 * The couple's conversation (docs/product-rules.md, The conversation; docs/api.md).
 * A removed message (unsent, or its author's account deleted) keeps its place as a trace:
 * `removed` says why, `text` is null and `images` empty.
 */

/** The message a reply quotes: a short excerpt, or the trace of a removed one. */
export const messageQuoteSchema = z.object({
  id: z.string(),
  author: authorSchema,
  /** the first graphemes of its text on one line; null when removed or photos only */
  excerpt: z.string().nullable(),
  /** how many photos it had (0 once removed) */
  imageCount: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  removed: z.enum(MESSAGE_REMOVALS).nullable(),
});
export type MessageQuote = z.infer<typeof messageQuoteSchema>;

export const messageReactionSchema = z.object({
  userId: z.string(),
  emoji: z.string(),
  createdAt: z.string(),
});
export type MessageReaction = z.infer<typeof messageReactionSchema>;

export const messageSchema = z.object({
  id: z.string(),
  /** `text` in the conversation; `note`: a love note, pinned for the partner until opened */
  kind: z.enum(MESSAGE_KINDS),
  author: authorSchema,
  /** I wrote it */
  isMine: z.boolean(),
  /** null once removed */
  text: z.string().nullable(),
  /** empty once removed; signed URLs stop working then */
  images: z.array(imageSchema),
  /** the server's time of sending: the conversation's order (with id as the tie-break) */
  createdAt: z.string(),
  /** the last edit, null if never edited */
  editedAt: z.string().nullable(),
  /** the last instant its author may edit it (15 minutes after sending); null once removed */
  editableUntil: z.string().nullable(),
  /** I may edit it now (mine, not removed, within the window) */
  canEdit: z.boolean(),
  removed: z.enum(MESSAGE_REMOVALS).nullable(),
  /** when it was removed (unsent, or the account deleted) */
  removedAt: z.string().nullable(),
  /** the message it answers, null when none */
  replyTo: messageQuoteSchema.nullable(),
  /** one per person at most */
  reactions: z.array(messageReactionSchema),
  /** a note: when its recipient opened it (null while it is pinned); null for a text */
  openedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Where a partner has read up to: the last message they marked read, and when. */
export const readPointerSchema = z.object({
  /** the message's id */
  id: z.string(),
  /** that message's createdAt (the screen shows "seen" under it, even on an older page) */
  createdAt: z.string(),
  /** when they read it */
  seenAt: z.string(),
});
export type ReadPointer = z.infer<typeof readPointerSchema>;

/** The photos, in order: each an upload id or the `fileUrl` POST /upload/single answered. */
const messageImagesSchema = z
  .array(
    z
      .string({ error: VALIDATION.invalid })
      .max(2048, { error: VALIDATION.notYourUpload })
      .refine((ref) => uploadIdOf(ref) !== null, { error: VALIDATION.notYourUpload }),
  )
  .max(MESSAGE_LIMITS.images, { error: VALIDATION.invalid })
  .transform((refs) => refs.map((ref) => uploadIdOf(ref) ?? ref));

/** A text kept in NFC and trimmed, at most `max` graphemes (emoji and combining marks count once). */
const messageText = (max: number) =>
  z
    .string({ error: VALIDATION.invalid })
    .max(MESSAGE_LIMITS.rawUnits, { error: maxLengthMessage(max) })
    .transform(normalizeMessageText)
    .refine((value) => countCharacters(value) <= max, { error: maxLengthMessage(max) });

/**
 * POST /messages: a text (words, photos or both) or a love note (`kind: 'note'`, words only,
 * at most 280 graphemes). `replyToId` quotes a message of the same conversation.
 */
export const createMessageBodySchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS, { error: VALIDATION.invalid }).default('text'),
    text: messageText(MESSAGE_LIMITS.text).optional(),
    images: messageImagesSchema.optional(),
    replyToId: idSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const text = body.text ?? '';
    const images = body.images ?? [];
    if (text.length === 0 && images.length === 0)
      ctx.addIssue({ code: 'custom', path: ['text'], message: VALIDATION.required });
    if (body.kind === 'note') {
      if (text.length === 0 && images.length > 0)
        ctx.addIssue({ code: 'custom', path: ['text'], message: VALIDATION.required });
      if (countCharacters(text) > messageTextLimit('note'))
        ctx.addIssue({
          code: 'custom',
          path: ['text'],
          message: maxLengthMessage(messageTextLimit('note')),
        });
      if (images.length > 0)
        ctx.addIssue({ code: 'custom', path: ['images'], message: VALIDATION.invalid });
    }
  });
export type CreateMessageBody = z.input<typeof createMessageBodySchema>;
export type CreateMessageInput = z.output<typeof createMessageBodySchema>;

/** PATCH /messages/:id: new words for my message, within 15 minutes of sending. */
export const updateMessageBodySchema = z.object({
  text: messageText(MESSAGE_LIMITS.text).refine((value) => value.length > 0, {
    error: VALIDATION.required,
  }),
});
export type UpdateMessageBody = z.input<typeof updateMessageBodySchema>;

/** PUT /messages/:id/reaction: my one reaction (replaces the one I had). */
export const messageReactionBodySchema = z.object({
  emoji: z
    .string({ error: VALIDATION.required })
    .refine(isSingleEmoji, { error: VALIDATION.invalid }),
});
export type MessageReactionBody = z.infer<typeof messageReactionBodySchema>;

/** POST /messages/read: I have read up to this message (the pointer only moves forward). */
export const markMessagesReadBodySchema = z.object({ upToId: idSchema });
export type MarkMessagesReadBody = z.infer<typeof markMessagesReadBodySchema>;

/**
 * GET /messages: newest first. `before` is the previous page's `nextCursor`; `limit` 1-50
 * (default 50).
 */
export const messagesQuerySchema = z.object({
  before: cursorSchema,
  limit: pageLimitSchema(MESSAGE_LIMITS.pageDefault, MESSAGE_LIMITS.pageMax),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** GET /messages/search: every word, accents and case ignored; newest first, by cursor. */
export const messagesSearchQuerySchema = messagesQuerySchema.extend({
  q: requiredText(MESSAGE_LIMITS.searchText),
});
export type MessagesSearchQuery = z.input<typeof messagesSearchQuerySchema>;

export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  /** the cursor of the next (older) page; null on the last */
  nextCursor: z.string().nullable(),
  /** how far my partner has read (null until they read anything) */
  partnerReadUpTo: readPointerSchema.nullable(),
  /** how far I have read */
  myReadUpTo: readPointerSchema.nullable(),
  /** the couple has ended: the conversation is kept and read only until the same two reconnect */
  readOnly: z.boolean(),
  /** the other person of this conversation; null when I have never had a partner */
  partner: authorSchema.nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const messagesSearchResponseSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagesSearchResponse = z.infer<typeof messagesSearchResponseSchema>;

export const readStateSchema = z.object({
  myReadUpTo: readPointerSchema.nullable(),
  partnerReadUpTo: readPointerSchema.nullable(),
});
export type ReadState = z.infer<typeof readStateSchema>;

/** GET /messages/unread: messages from my partner after my read pointer, counted up to 99. */
export const unreadMessagesSchema = z.object({
  count: z.number().int(),
  /** the count stopped at its cap (show "99+") */
  capped: z.boolean(),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

/** GET /messages/notes/pinned: love notes to me that I have not opened, newest first (at most 50). */
export const pinnedNotesSchema = z.object({ notes: z.array(messageSchema) });
export type PinnedNotes = z.infer<typeof pinnedNotesSchema>;

/** POST /nudges: "thinking of you" sent to my partner. */
export const nudgeSchema = z.object({ id: z.string(), createdAt: z.string() });
export type Nudge = z.infer<typeof nudgeSchema>;

export const messageParamsSchema = z.object({ id: idSchema });
