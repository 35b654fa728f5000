import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preferences, UpdatePreferencesBody } from '@doita/shared';
import { api } from '@/lib/api-client';
import { remindersQueryKeys } from './reminders-query-keys';

/** GET /user/preferences (the reminders page reads the notification toggles). */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences | null> {
  return (
    (await api.get<{ preferences?: Preferences }>('/user/preferences', { signal }))?.preferences ??
    null
  );
}

/** PUT /user/preferences: only what is sent changes. */
export async function updatePreferences(body: UpdatePreferencesBody): Promise<Preferences | null> {
  return (
    (await api.put<{ preferences?: Preferences }>('/user/preferences', body))?.preferences ?? null
  );
}

export function usePreferences() {
  return useQuery({
    queryKey: remindersQueryKeys.preferences(),
    queryFn: ({ signal }) => getPreferences(signal),
    meta: { errorToast: false },
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(remindersQueryKeys.preferences(), preferences),
  });
}
