import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { notificationsQueryOptions } from './get-notifications';
import { areaKeyOf } from '@/lib/query-key';

/** POST /notifications/read-all */
export async function markAllNotificationsRead(): Promise<void> {
  await call(notificationsContract.markAllRead);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData(notificationsQueryOptions().queryKey, (page) =>
        page
          ? {
              ...page,
              unreadCount: 0,
              notifications: page.notifications.map((n) => ({ ...n, isRead: true })),
            }
          : page,
      );
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: areaKeyOf(notificationsContract.list) }),
  });
}
