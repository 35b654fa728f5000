import { z } from 'zod';
import { archiveInstantSchema } from './archive-instants.js';
import { text } from '../common/common-schemas.js';
import {
  MESSAGE_KINDS,
  MESSAGE_LIMITS,
  MESSAGE_REMOVALS,
  isSingleEmoji,
} from '../messages/messages-rules.js';

/*
 * The archive's conversation (docs/export-format.md): the messages of the conversation its
 * person reads, both partners' (a removed one as its trace: no text, no photos), newest
 * 50,000 at most, with their reactions. Absent in archives written before it existed:
 * read as none. An import writes back only the importer's own messages.
 */

const isoInstant = archiveInstantSchema;
const sourceId = z.string().min(1).max(128);

/** A photo of a message inside the archive (photos/YYYY/MM/..., as a memory's). */
const archiveMessagePhotoSchema = z.object({
  id: sourceId,
  path: z.string().max(300),
  originalName: z.string().max(300),
  type: z.string().max(40),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
});

const archiveMessageReactionSchema = z.object({
  userId: sourceId,
  /** one emoji, as the live API takes it (messageReactionBodySchema) */
  emoji: z.string().max(32).refine(isSingleEmoji),
  createdAt: isoInstant,
});

export const archiveMessageSchema = z.object({
  id: sourceId,
  /** null once the author's account is gone */
  authorId: sourceId.nullable(),
  kind: z.enum(MESSAGE_KINDS),
  /**
   * null once removed; NFC and trimmed as the live API keeps it, empty when it shows nothing
   * (the import leaves out a message with nothing left to show)
   */
  text: text(MESSAGE_LIMITS.rawUnits).nullable(),
  photos: z.array(archiveMessagePhotoSchema).max(MESSAGE_LIMITS.images),
  replyToId: sourceId.nullable(),
  createdAt: isoInstant,
  editedAt: isoInstant.nullable(),
  removed: z.enum(MESSAGE_REMOVALS).nullable(),
  /** a note: when its recipient opened it */
  openedAt: isoInstant.nullable(),
  /** one per person at most */
  messageReactions: z.array(archiveMessageReactionSchema).max(2),
});
export type ArchiveMessage = z.infer<typeof archiveMessageSchema>;

/** How many an archive may hold (json-guard counts arrays by their name). */
export const ARCHIVE_MESSAGES_MAX_ITEMS = { messages: 50_000, messageReactions: 100_000 } as const;

export const archiveMessagesFields = {
  messages: z.array(archiveMessageSchema).max(ARCHIVE_MESSAGES_MAX_ITEMS.messages).default([]),
};
