import { queryOptions, useQuery } from '@tanstack/react-query';
import { pushSubscriptionsResponseSchema, type PushSubscriptionView } from '@doita/shared';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { preferencesQueryKeys } from './preferences-query-keys';

/** GET /push/subscriptions: my devices that get notifications, newest first. */
export async function getPushDevices(signal?: AbortSignal): Promise<PushSubscriptionView[]> {
  const body = await api.get<unknown>('/push/subscriptions', { signal });
  const parsed = pushSubscriptionsResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  return parsed.data.subscriptions;
}

export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKeys.pushDevices(),
    queryFn: ({ signal }) => getPushDevices(signal),
    // The section shows its own error state with a retry.
    meta: { errorToast: false },
  });

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions());
}
