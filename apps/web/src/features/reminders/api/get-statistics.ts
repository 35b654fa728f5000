import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderStatistics } from '@doita/shared';
import { api } from '@/lib/api-client';
import { remindersQueryKeys } from './reminders-query-keys';

/** GET /reminders/statistics: the filters' counts, by type and month, completion rate. */
export async function getStatistics(signal?: AbortSignal): Promise<ReminderStatistics | null> {
  const body = await api.get<{ statistics?: ReminderStatistics }>('/reminders/statistics', {
    signal,
  });
  return body?.statistics ?? null;
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: remindersQueryKeys.statistics(),
    queryFn: ({ signal }) => getStatistics(signal),
    meta: { errorToast: false },
  });

export function useReminderStatistics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...statisticsQueryOptions(), enabled: options.enabled ?? true });
}
