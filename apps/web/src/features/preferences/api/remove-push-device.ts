import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** DELETE /push/subscriptions/:id: that device gets no more notifications. */
export async function removePushDevice(id: string): Promise<void> {
  await call(pushContract.remove, { params: { id } });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(pushContract.list) }),
  });
}
