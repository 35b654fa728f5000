import { queryOptions, useQuery } from '@tanstack/react-query';
import { remindersContract, type ReminderStatistics } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /reminders/statistics: the filters' counts, by type and month, completion rate. */
export async function getStatistics(signal?: AbortSignal): Promise<ReminderStatistics> {
  return (await call(remindersContract.statistics, {}, { signal })).statistics;
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(remindersContract.statistics),
    queryFn: ({ signal }) => getStatistics(signal),
    meta: { errorToast: false },
  });

export function useReminderStatistics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...statisticsQueryOptions(), enabled: options.enabled ?? true });
}
