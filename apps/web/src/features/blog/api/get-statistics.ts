import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogStatistics } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys, useViewerKey } from './blog-query-keys';

/** GET /blog/posts/statistics: signed in only (DECISIONS "Blog routes"). */
export async function getStatistics(signal?: AbortSignal): Promise<BlogStatistics> {
  return (await api.get<{ statistics: BlogStatistics }>('/blog/posts/statistics', { signal }))
    .statistics;
}

export const statisticsQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: blogQueryKeys.statistics(viewer),
    queryFn: ({ signal }) => getStatistics(signal),
    meta: { errorToast: false },
  });

export function useStatistics(options: { enabled?: boolean } = {}) {
  return useQuery({ ...statisticsQueryOptions(useViewerKey()), enabled: options.enabled ?? true });
}
