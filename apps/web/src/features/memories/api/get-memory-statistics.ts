import { queryOptions, useQuery } from '@tanstack/react-query';
import { memoriesContract, type MemoryStatistics } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /memories/statistics: totals, and counts by month, mood and tag. */
export async function getMemoryStatistics(signal?: AbortSignal): Promise<MemoryStatistics> {
  return (await call(memoriesContract.statistics, {}, { signal })).statistics;
}

export const memoryStatisticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(memoriesContract.statistics),
    queryFn: ({ signal }) => getMemoryStatistics(signal),
    meta: { errorTitleKey: 'memories:failure.statistics' },
  });

export function useMemoryStatistics() {
  return useQuery(memoryStatisticsQueryOptions());
}
