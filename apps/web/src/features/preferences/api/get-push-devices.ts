import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushContract, type PushSubscriptionView } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /push/subscriptions: my devices that get notifications, newest first. */
export async function getPushDevices(signal?: AbortSignal): Promise<PushSubscriptionView[]> {
  return (await call(pushContract.list, {}, { signal })).subscriptions;
}

export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(pushContract.list),
    queryFn: ({ signal }) => getPushDevices(signal),
    // The section shows its own error state with a retry.
    meta: { errorToast: false },
  });

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
