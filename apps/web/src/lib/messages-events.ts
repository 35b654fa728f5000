import type { MESSAGES_EVENT, MessageEventData, MessageEventType } from '@doita/shared';

/**
 * The conversation's events from the stream (`messages`: a message sent, edited, unsent, a
 * reaction, a read pointer moved, a note opened, a nudge), handed to whoever listens: the
 * header's badge, the nudge's hearts, the open conversation, which applies each one to its
 * cache. Kept apart from the stream so a lazy page can listen without owning it.
 */

/** the stream's event name (MESSAGES_EVENT in @doita/shared, kept out of this chunk) */
export const MESSAGES: typeof MESSAGES_EVENT = 'messages';

const TYPES: readonly MessageEventType[] = [
  'created',
  'edited',
  'unsent',
  'reaction',
  'read',
  'note_opened',
  'nudge',
];

const listeners = new Set<(event: MessageEventData) => void>();

export function onMessagesEvent(listener: (event: MessageEventData) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The data of a `messages` event, or undefined when it is not one the page knows. */
export function messageEventOf(raw: unknown): MessageEventData | undefined {
  try {
    const data = JSON.parse(String(raw)) as Partial<Record<keyof MessageEventData, unknown>>;
    if (!TYPES.includes(data.type as MessageEventType) || typeof data.by !== 'string')
      return undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const messageId = text(data.messageId);
    const nudgeId = text(data.nudgeId);
    const createdAt = text(data.createdAt);
    const seenAt = text(data.seenAt);
    return {
      type: data.type as MessageEventType,
      by: data.by,
      at: text(data.at) ?? new Date().toISOString(),
      ...(messageId ? { messageId } : {}),
      ...(nudgeId ? { nudgeId } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(seenAt ? { seenAt } : {}),
    };
  } catch {
    return undefined;
  }
}

export function emitMessagesEvent(event: MessageEventData): void {
  listeners.forEach((listener) => listener(event));
}
