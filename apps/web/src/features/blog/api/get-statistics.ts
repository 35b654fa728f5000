import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogContract, type BlogStatistics } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /blog/posts/statistics: signed in only (guests read public posts, nothing more). */
export async function getStatistics(signal?: AbortSignal): Promise<BlogStatistics> {
  return (await call(blogContract.statistics, {}, { signal })).statistics;
}

export const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(blogContract.statistics),
    queryFn: ({ signal }) => getStatistics(signal),
    meta: { errorToast: false },
  });

export function useStatistics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...statisticsQueryOptions(), enabled: options.enabled ?? true });
}
