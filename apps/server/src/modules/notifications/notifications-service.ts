import { randomUUID } from 'node:crypto';
import { LEGACY_NOTIFICATION_TYPES, NOTIFICATION_TYPES } from '@doita/shared';
import type { AppNotification, NotificationType } from '@doita/shared';
import type { NewNotificationRow, NotificationRow } from './notifications-schema.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { keysetPage, pageStart } from '../../lib/keyset-cursor.js';
import type { NotificationsRepository } from './notifications-repository.js';

export type NotificationData = Record<string, string | number | boolean | null>;

/** The row of a new notification; written by whichever service's transaction causes it. */
export function newNotification(
  userId: string,
  type: NotificationType,
  data: NotificationData,
  link: string | null,
  at: Date,
): NewNotificationRow {
  return { id: randomUUID(), userId, type, data, link, createdAt: at };
}

/**
 * The column is free text: an older server's name reads as today's; an unknown type (a
 * newer server's) reads as nothing worse than an invitation.
 */
function typeOf(stored: string): NotificationType {
  if ((NOTIFICATION_TYPES as readonly string[]).includes(stored)) return stored as NotificationType;
  return LEGACY_NOTIFICATION_TYPES[stored] ?? 'invitation_received';
}

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: typeOf(row.type),
    data: row.data,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NotificationsServiceDeps {
  notifications: Pick<NotificationsRepository, 'list' | 'unreadCount' | 'markRead' | 'markAllRead'>;
  clock: Clock;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(deps: NotificationsServiceDeps) {
  return {
    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      // one more than a page: whether more follow
      const [rows, unreadCount] = await Promise.all([
        deps.notifications.list(userId, query.limit + 1, pageStart(query.cursor)),
        deps.notifications.unreadCount(userId),
      ]);
      const { page, nextCursor } = keysetPage(rows, query.limit);
      return { notifications: page.map(toNotification), unreadCount, nextCursor };
    },

    async markRead(userId: string, id: string) {
      const row = await deps.notifications.markRead(id, userId, deps.clock.now());
      if (!row) throw notFound();
      return { notification: toNotification(row) };
    },

    async markAllRead(userId: string) {
      await deps.notifications.markAllRead(userId, deps.clock.now());
      return { message: 'All notifications marked as read' };
    },
  };
}
