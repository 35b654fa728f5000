import { endpoint } from '../contract/endpoint.js';
import { MESSAGE_LIMITS } from './messages-rules.js';
import {
  createMessageBodySchema,
  markMessagesReadBodySchema,
  messageParamsSchema,
  messageReactionBodySchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  messagesSearchQuerySchema,
  messagesSearchResponseSchema,
  nudgeSchema,
  pinnedNotesSchema,
  readStateSchema,
  unreadMessagesSchema,
  updateMessageBodySchema,
} from './messages-schemas.js';

const tags = ['messages'] as const;
/** writes per person: a lively conversation is far below it, a script is not */
const writes = { max: 300, timeWindow: '1 hour', per: 'user' } as const;
/**
 * No generic `changed` event: each write sends its own `messages` event (what changed and
 * its id), so the open screens update the one message instead of refetching every query.
 */
const live = [] as const;

/**
 * /api/messages: the couple's conversation, between the two partners only (anyone else:
 * 404). Writes need a connected couple: after a disconnect the conversation is kept and
 * read only (409 `CONVERSATION_READ_ONLY`) until the same two reconnect. Every change is a
 * `messages` event on the event stream (packages/shared/src/events/messages-events.ts).
 */
export const messagesContract = {
  list: endpoint({
    operationId: 'listMessages',
    method: 'GET',
    path: '/messages',
    summary:
      'A page of our conversation, newest first (`before` = the previous nextCursor, `limit` ' +
      `1-${MESSAGE_LIMITS.pageMax}), with reactions, quoted replies and both read pointers`,
    tags,
    security: 'bearer',
    query: messagesQuerySchema,
    example: { query: { limit: '50' } },
    responses: { 200: messagesPageSchema },
    errors: [401, 422],
  }),
  search: endpoint({
    operationId: 'searchMessages',
    method: 'GET',
    path: '/messages/search',
    summary:
      'Messages holding every word of `q`, accents and case ignored, newest first by cursor; ' +
      'removed ones never match',
    tags,
    security: 'bearer',
    query: messagesSearchQuerySchema,
    example: { query: { q: 'da lat', limit: '20' } },
    responses: { 200: messagesSearchResponseSchema },
    errors: [401, 422],
  }),
  unread: endpoint({
    operationId: 'countUnreadMessages',
    method: 'GET',
    path: '/messages/unread',
    summary: `How many of my partner's messages came after my read pointer (counted up to ${MESSAGE_LIMITS.unreadCap})`,
    tags,
    security: 'bearer',
    responses: { 200: unreadMessagesSchema },
    errors: [401],
  }),
  pinnedNotes: endpoint({
    operationId: 'listPinnedNotes',
    method: 'GET',
    path: '/messages/notes/pinned',
    summary: 'Love notes to me I have not opened yet (pinned on my dashboard), newest first',
    tags,
    security: 'bearer',
    responses: { 200: pinnedNotesSchema },
    errors: [401],
  }),
  get: endpoint({
    operationId: 'getMessage',
    method: 'GET',
    path: '/messages/:id',
    summary: 'One message of our conversation (what an event on the stream names)',
    tags,
    security: 'bearer',
    params: messageParamsSchema,
    responses: { 200: messageSchema },
    errors: [401, 404, 422],
  }),
  create: endpoint({
    operationId: 'createMessage',
    method: 'POST',
    path: '/messages',
    summary:
      `Send a message (text up to ${MESSAGE_LIMITS.text} characters and/or photos uploaded first) ` +
      `or a love note (\`kind: "note"\`, up to ${MESSAGE_LIMITS.note} characters), maybe replying to one`,
    description:
      'Characters are graphemes (what people see). `images` are upload ids or the fileUrl ' +
      'POST /upload/single answered. Send with an Idempotency-Key: a message queued offline ' +
      'and retried is created once. The order is the server time of arrival.',
    tags,
    security: 'bearer',
    body: createMessageBodySchema,
    example: { body: { text: 'Tối nay mình đi ăn phở nhé 🍜' } },
    responses: { 201: messageSchema },
    errors: [400, 401, 404, 409, 422, 429],
    rateLimit: writes,
    idempotent: true,
    live,
  }),
  update: endpoint({
    operationId: 'updateMessage',
    method: 'PATCH',
    path: '/messages/:id',
    summary:
      'Edit my message within 15 minutes of sending (403 for the partner; 409 ' +
      '`MESSAGE_EDIT_WINDOW_PASSED` after, `MESSAGE_REMOVED` once unsent)',
    tags,
    security: 'bearer',
    params: messageParamsSchema,
    body: updateMessageBodySchema,
    example: { body: { text: 'Tối nay mình đi ăn bún chả nhé' } },
    responses: { 200: messageSchema },
    errors: [401, 403, 404, 409, 422, 429],
    rateLimit: writes,
    live,
  }),
  unsend: endpoint({
    operationId: 'unsendMessage',
    method: 'DELETE',
    path: '/messages/:id',
    summary:
      'Unsend my message: its words and photos are gone for both, a "message removed" trace stays (403 for the partner)',
    tags,
    security: 'bearer',
    params: messageParamsSchema,
    responses: { 200: messageSchema },
    errors: [401, 403, 404, 409, 422, 429],
    rateLimit: writes,
    idempotent: true,
    live,
  }),
  setReaction: endpoint({
    operationId: 'setMessageReaction',
    method: 'PUT',
    path: '/messages/:id/reaction',
    summary: 'My reaction to a message: one emoji, replacing the one I had',
    tags,
    security: 'bearer',
    params: messageParamsSchema,
    body: messageReactionBodySchema,
    example: { body: { emoji: '❤️' } },
    responses: { 200: messageSchema },
    errors: [401, 404, 409, 422, 429],
    rateLimit: writes,
    idempotent: true,
    live,
  }),
  removeReaction: endpoint({
    operationId: 'removeMessageReaction',
    method: 'DELETE',
    path: '/messages/:id/reaction',
    summary: 'Take my reaction off a message (none is fine)',
    tags,
    security: 'bearer',
    params: messageParamsSchema,
    responses: { 200: messageSchema },
    errors: [401, 404, 409, 422, 429],
    rateLimit: writes,
    idempotent: true,
    live,
  }),
  markRead: endpoint({
    operationId: 'markMessagesRead',
    method: 'POST',
    path: '/messages/read',
    summary:
      'I have read up to this message: my read pointer moves forward only (an older one changes nothing)',
    tags,
    security: 'bearer',
    body: markMessagesReadBodySchema,
    example: { body: { upToId: 'message-id' } },
    responses: { 200: readStateSchema },
    errors: [401, 404, 422, 429],
    rateLimit: { max: 1200, timeWindow: '1 hour', per: 'user' },
    idempotent: true,
    live,
  }),
  openNote: endpoint({
    operationId: 'openLoveNote',
    method: 'POST',
    path: '/messages/:id/open',
    summary:
      'Open a love note to me: it leaves my dashboard and stays in the conversation (again: nothing ' +
      'changes; 403 for its author, 404 for a message that is not a note)',
    tags,
    security: 'bearer',
    params: messageParamsSchema,
    responses: { 200: messageSchema },
    errors: [401, 403, 404, 409, 422, 429],
    rateLimit: writes,
    idempotent: true,
    live,
  }),
  nudge: endpoint({
    operationId: 'sendNudge',
    method: 'POST',
    path: '/nudges',
    summary: `"Thinking of you": a heart to my partner, at most ${MESSAGE_LIMITS.nudgesPerHour} an hour (429 with Retry-After after)`,
    tags,
    security: 'bearer',
    responses: { 201: nudgeSchema },
    errors: [400, 401, 409, 429],
    idempotent: true,
    live,
  }),
};
