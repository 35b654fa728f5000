import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { notificationsQueryOptions } from './get-notifications';
import { areaKeyOf } from '@/lib/query-key';

/** PATCH /notifications/:id/read */
export async function markNotificationRead(id: string): Promise<void> {
  await call(notificationsContract.markRead, { params: { id } });
}

/** Marks one notification read, optimistically (the count drops at once). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    meta: { errorToast: false },
    onMutate: (id) => {
      queryClient.setQueryData(notificationsQueryOptions().queryKey, (page) => {
        if (!page) return page;
        const target = page.notifications.find((n) => n.id === id);
        if (!target || target.isRead) return page;
        return {
          ...page,
          unreadCount: Math.max(0, page.unreadCount - 1),
          notifications: page.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
        };
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: areaKeyOf(notificationsContract.list) }),
  });
}
