import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNotification } from '@doita/shared';
import { api } from '@/lib/api-client';
import { notificationsQueryKeys } from './notifications-query-keys';

export interface NotificationsPage {
  notifications: AppNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

/** Polled every minute until realtime delivery arrives. */
export const NOTIFICATIONS_POLL_MS = 60_000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notifications?limit&cursor: the newest notifications and the unread count. */
export async function getNotifications(
  params: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const body = await api.get<Partial<NotificationsPage> | undefined>('/notifications', {
    query: { limit: params.limit ?? NOTIFICATIONS_PAGE_SIZE, cursor: params.cursor },
    signal,
  });
  return {
    notifications: Array.isArray(body?.notifications) ? body.notifications : [],
    unreadCount: typeof body?.unreadCount === 'number' ? body.unreadCount : 0,
    nextCursor: body?.nextCursor ?? null,
  };
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKeys.list(),
    queryFn: ({ signal }) => getNotifications({}, signal),
    staleTime: 30_000,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // A background poll that fails is not worth a toast every minute.
    meta: { errorToast: false },
  });

export function useNotifications(options: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled: options.enabled });
}
