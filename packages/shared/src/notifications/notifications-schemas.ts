import { z } from 'zod';
import { cursorSchema, pageLimitSchema } from '../common/common-schemas.js';

/**
 * In-app notifications (the bell). The server stores a type and a few facts; the web
 * words them in the reader's language from `type` + `data`, so a notification written
 * today reads right after the user switches language.
 */
export const NOTIFICATION_TYPES = [
  // what the partner did (data: actorName, count, and the thing's id and title)
  'memory_created', // memoryId, title
  'memory_reaction', // memoryId, title, emoji
  'memory_comment', // memoryId, title, excerpt
  'post_published', // postId, title
  'post_liked', // postId, title
  'post_comment', // postId, title, excerpt
  'invitation_received', // actorName, coupleId
  'invitation_accepted', // actorName, coupleId
  'invitation_declined', // actorName
  'milestone', // kind ('days'|'years'), count
  'couple_disconnected', // actorName, reason?
  'reminder_due', // reminderId, title, datetime (the occurrence that fell due), type
  'import_offer', // actorName, count: the partner imported items that say I wrote them
  'question_revealed', // actorName, day: the partner answered the day's question after me
  'letter_sent', // actorName, letterId, opensOn: a sealed letter is on its way (never its words)
  'letter_opened', // actorName, letterId, opensOn: a letter to me opened today
  'checkin', // actorName, mood, day: the partner's first check-in of their day
  'list_item_done', // actorName, itemId, title: the partner checked an item of our list off
  'message', // actorName, messageId, count: the partner's unread messages, folded into one
  'nudge', // actorName, nudgeId: "thinking of you"
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** where tapping it leads, an app path such as /couple/connect */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** notifications a page unless asked otherwise, and the most a page */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
export const notificationsQuerySchema = z.object({
  limit: pageLimitSchema(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_PAGE_MAX),
  /** keyset cursor from the previous page's nextCursor */
  cursor: cursorSchema,
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export const notificationResponseSchema = z.object({ notification: notificationSchema });
