import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, notificationsContract } from '@doita/shared';
import type { ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

export type NotificationsPage = ReplyOf<typeof notificationsContract.list>;

/** Polled every minute until realtime delivery arrives. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /notifications?limit&cursor: the newest notifications and the unread count. */
export async function getNotifications(
  params: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return call(
    notificationsContract.list,
    { query: { limit: params.limit ?? NOTIFICATIONS_PAGE_SIZE, cursor: params.cursor } },
    { signal },
  );
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(notificationsContract.list),
    queryFn: ({ signal }) => getNotifications({}, signal),
    staleTime: 30_000,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    // A background poll that fails is not worth a toast every minute.
    meta: { errorToast: false },
  });

export function useNotifications(options: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled: options.enabled });
}
