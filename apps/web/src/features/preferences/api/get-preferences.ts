import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesContract, type Preferences } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /user/preferences: notifications, privacy, theme, language, time zone. */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return (await call(preferencesContract.get, {}, { signal })).preferences;
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(preferencesContract.get),
    queryFn: ({ signal }) => getPreferences(signal),
    // The screens show their own error state with a retry.
    meta: { errorToast: false },
  });

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQueryOptions(), enabled: options.enabled ?? true });
}
