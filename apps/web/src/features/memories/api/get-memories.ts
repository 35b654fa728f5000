import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { memoriesContract, nextMemoriesWindow, type MemoriesList } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { flattenPages } from './memory-cache';
import { isFilteredList, memoriesQueryKeys, type MemoriesFilter } from './memories-query-keys';

export interface MemoriesWindow {
  offset: number;
  limit: number;
}

/**
 * GET /memories (newest first) or, with words, a tag, a mood, dates or privacy, GET /memories/search
 * (accents ignored by the server). The first page is `page=1&limit=10`; "load more" asks
 * `offset=<loaded>&limit=20`.
 */
export async function getMemories(
  filter: MemoriesFilter,
  window: MemoriesWindow,
  signal?: AbortSignal,
): Promise<MemoriesList> {
  const paging =
    window.offset === 0
      ? { page: 1, limit: window.limit }
      : { offset: window.offset, limit: window.limit };
  if (!isFilteredList(filter)) return call(memoriesContract.list, { query: paging }, { signal });
  const query = {
    ...paging,
    q: filter.q || undefined,
    tags: filter.tag,
    mood: filter.mood,
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    isPrivate: filter.isPrivate === undefined ? undefined : (`${filter.isPrivate}` as const),
  };
  return call(memoriesContract.search, { query }, { signal });
}

const firstWindow: MemoriesWindow = nextMemoriesWindow(0, undefined) ?? { offset: 0, limit: 10 };

export const memoriesQueryOptions = (filter: MemoriesFilter) =>
  infiniteQueryOptions({
    queryKey: memoriesQueryKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getMemories(filter, pageParam, signal),
    initialPageParam: firstWindow,
    getNextPageParam: (last, pages): MemoriesWindow | undefined =>
      nextMemoriesWindow(
        flattenPages({ pages, pageParams: [] }).length,
        last.pagination.totalMemories,
      ) ?? undefined,
    meta: { errorTitleKey: filter.q ? 'memories:failure.search' : 'memories:failure.load' },
  });

export function useMemories(filter: MemoriesFilter) {
  return useInfiniteQuery(memoriesQueryOptions(filter));
}
