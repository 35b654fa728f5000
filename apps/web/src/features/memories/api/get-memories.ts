import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  memoriesContract,
  nextMemoriesWindow,
  type MemoriesList,
  type MemoryMood,
  type MemoryTag,
} from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { flattenPages } from './memory-cache';

/**
 * What the list shows: every memory, or those matching words, a tag, a mood, a date range
 * (`YYYY-MM-DD`, both ends included) and/or who sees them (`isPrivate`: just me / both).
 */
export interface MemoriesFilter {
  q?: string;
  tag?: MemoryTag;
  mood?: MemoryMood;
  dateFrom?: string;
  dateTo?: string;
  isPrivate?: boolean;
  /** memories at this place (its name; accents and case ignored by the server) */
  place?: string;
}

/** Whether the list is narrowed at all (then it asks GET /memories/search). */
export function isFilteredList(filter: MemoriesFilter): boolean {
  return !!(
    filter.q ||
    filter.tag ||
    filter.mood ||
    filter.dateFrom ||
    filter.dateTo ||
    filter.isPrivate !== undefined ||
    filter.place
  );
}

/** GET /memories/search's filters for what the list shows (paging aside). */
function searchOf(filter: MemoriesFilter) {
  return {
    q: filter.q || undefined,
    tags: filter.tag,
    mood: filter.mood,
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    isPrivate: filter.isPrivate === undefined ? undefined : (`${filter.isPrivate}` as const),
    place: filter.place,
  };
}

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
  return call(memoriesContract.search, { query: { ...paging, ...searchOf(filter) } }, { signal });
}

const firstWindow: MemoriesWindow = nextMemoriesWindow(0, undefined) ?? { offset: 0, limit: 10 };

export const memoriesQueryOptions = (filter: MemoriesFilter) =>
  infiniteQueryOptions({
    queryKey: isFilteredList(filter)
      ? queryKeyOf(memoriesContract.search, { query: searchOf(filter) })
      : queryKeyOf(memoriesContract.list),
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
