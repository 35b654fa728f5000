/**
 * The conversation on the event stream (GET /api/events): every change is a `messages`
 * event whose data says what happened, sent to the partner's streams and the actor's own
 * (their other tabs and devices), across every server (NOTIFY/LISTEN on PostgreSQL).
 * Like every event it carries ids, never content: the page reads the message again with
 * GET /messages/:id (or the page), where access is checked.
 */
export const MESSAGES_EVENT = 'messages';

export const MESSAGE_EVENT_TYPES = [
  /** a message or love note was sent: `messageId` */
  'created',
  /** its author changed its words: `messageId` */
  'edited',
  /** its author unsent it (or their account was deleted): `messageId` */
  'unsent',
  /** someone set or took off their reaction: `messageId` */
  'reaction',
  /** someone's read pointer moved: `messageId` is the last message they read */
  'read',
  /** a love note was opened by its recipient: `messageId` */
  'note_opened',
  /** "thinking of you": `nudgeId` */
  'nudge',
] as const;
export type MessageEventType = (typeof MESSAGE_EVENT_TYPES)[number];

/** The `messages` event's data (every value a string, as on the stream). */
export interface MessageEventData {
  type: MessageEventType;
  /** who did it (the page tells its own devices' echo from the partner's) */
  by: string;
  /** the message concerned (absent for a nudge) */
  messageId?: string;
  /** a read pointer's message: its createdAt (ISO), to place "seen" on any page */
  createdAt?: string;
  /** a read pointer: when it was read (ISO) */
  seenAt?: string;
  /** a nudge's id */
  nudgeId?: string;
  /** the event's server time (ISO) */
  at: string;
}
