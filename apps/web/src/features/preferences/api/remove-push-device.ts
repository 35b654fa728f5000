import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preferencesQueryKeys } from './preferences-query-keys';

/** DELETE /push/subscriptions/:id: that device gets no more notifications. */
export async function removePushDevice(id: string): Promise<void> {
  await api.delete<unknown>(`/push/subscriptions/${encodeURIComponent(id)}`);
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    meta: { errorToast: false },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: preferencesQueryKeys.pushDevices() }),
  });
}
