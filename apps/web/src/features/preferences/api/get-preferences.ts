import { queryOptions, useQuery } from '@tanstack/react-query';
import { preferencesSchema, type Preferences } from '@doita/shared';
import { api } from '@/lib/api-client';
import { ApiError, CLIENT_ERROR_CODES } from '@/lib/api-error';
import { preferencesQueryKeys } from './preferences-query-keys';

/** GET /user/preferences: notifications, privacy, theme, language, time zone. */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  const body = await api.get<{ preferences?: unknown }>('/user/preferences', { signal });
  const parsed = preferencesSchema.safeParse(body?.preferences);
  if (!parsed.success) {
    throw new ApiError({ status: 200, code: CLIENT_ERROR_CODES.invalidResponse });
  }
  return parsed.data;
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKeys.detail(),
    queryFn: ({ signal }) => getPreferences(signal),
    // The screens show their own error state with a retry.
    meta: { errorToast: false },
  });

export function usePreferences(options: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQueryOptions(), enabled: options.enabled ?? true });
}
