import { z } from 'zod';

/**
 * In-app notifications (the bell). The server stores a type and a few facts; the web
 * words them in the reader's language from `type` + `data`, so a notification written
 * today reads right after the user switches language.
 */
export const NOTIFICATION_TYPES = [
  'couple_invitation', // data: actorName, coupleId
  'couple_accepted', // data: actorName, coupleId
  'couple_declined', // data: actorName
  'couple_disconnected', // data: actorName
  'reminder_due', // data: reminderId, title, datetime (the occurrence that fell due), type
  'milestone', // data: kind ('days'|'years'), count (issue 5/6)
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

export const NOTIFICATIONS_PAGE_MAX = 50;
export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  /** keyset cursor from the previous page's nextCursor */
  cursor: z.string().max(200).optional(),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export const notificationResponseSchema = z.object({ notification: notificationSchema });
