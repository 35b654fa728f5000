import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  TIMELINE_PAGE_SIZE,
  timelineContract,
  type TimelineFilter,
  type TimelinePage,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /timeline?filter&cursor&limit: one page, newest first; `nextCursor` null on the last. */
export async function getTimeline(
  filter: TimelineFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TimelinePage> {
  return call(
    timelineContract.page,
    { query: { filter, cursor: cursor ?? undefined, limit: TIMELINE_PAGE_SIZE.default } },
    { signal },
  );
}

export const timelineQueryOptions = (filter: TimelineFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(timelineContract.page, { query: { filter } }),
    queryFn: ({ pageParam, signal }) => getTimeline(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // the page shows the failure (first page or "load more") with a retry
    meta: { errorToast: false },
  });

export function useTimeline(filter: TimelineFilter) {
  return useInfiniteQuery(timelineQueryOptions(filter));
}
