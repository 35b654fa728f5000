import { randomUUID } from 'node:crypto';
import { LEGACY_NOTIFICATION_TYPES, NOTIFICATION_TYPES, VALIDATION } from '@doita/shared';
import type { AppNotification, NotificationType } from '@doita/shared';
import type { NewNotificationRow, NotificationRow } from './notifications-schema.js';
import type { Clock } from '../../lib/clock.js';
import { fieldInvalid, notFound } from '../../lib/errors.js';
import type { NotificationCursor, NotificationsRepository } from './notifications-repository.js';

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

/** `<created_at ISO>|<id>` in base64url: opaque to the client. */
export const encodeCursor = (row: NotificationRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string): NotificationCursor | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.indexOf('|');
  if (bar < 0) return null;
  const iso = text.slice(0, bar);
  const createdAt = new Date(iso);
  const id = text.slice(bar + 1);
  // Only what encodeCursor writes: an exact ISO instant (no 6-digit years PostgreSQL would refuse).
  if (!/^[12]\d{3}-/.test(iso) || Number.isNaN(createdAt.getTime())) return null;
  if (createdAt.toISOString() !== iso) return null;
  if (!/^[\w-]{1,64}$/.test(id)) return null;
  return { createdAt, id };
}

export interface NotificationsServiceDeps {
  notifications: Pick<NotificationsRepository, 'list' | 'unreadCount' | 'markRead' | 'markAllRead'>;
  clock: Clock;
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export function createNotificationsService(deps: NotificationsServiceDeps) {
  return {
    async list(userId: string, query: { limit: number; cursor?: string | undefined }) {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (after === null) throw fieldInvalid('cursor', VALIDATION.invalid);
      const [rows, unreadCount] = await Promise.all([
        deps.notifications.list(userId, query.limit + 1, after),
        deps.notifications.unreadCount(userId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        notifications: page.map(toNotification),
        unreadCount,
        nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
      };
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
