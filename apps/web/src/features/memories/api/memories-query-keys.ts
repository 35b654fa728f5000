import type { MemoryMood, MemoryTag } from '@doita/shared';

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
}

/** Whether the list is narrowed at all (then it asks GET /memories/search). */
export function isFilteredList(filter: MemoriesFilter): boolean {
  return !!(
    filter.q ||
    filter.tag ||
    filter.mood ||
    filter.dateFrom ||
    filter.dateTo ||
    filter.isPrivate !== undefined
  );
}

/** Every query key of the memories feature. */
export const memoriesQueryKeys = {
  all: ['memories'] as const,
  lists: () => [...memoriesQueryKeys.all, 'list'] as const,
  list: (filter: MemoriesFilter) => [...memoriesQueryKeys.lists(), filter] as const,
  details: () => [...memoriesQueryKeys.all, 'detail'] as const,
  detail: (id: string) => [...memoriesQueryKeys.details(), id] as const,
  tags: () => [...memoriesQueryKeys.all, 'tags'] as const,
  statistics: () => [...memoriesQueryKeys.all, 'statistics'] as const,
  comments: (id: string) => [...memoriesQueryKeys.all, 'comments', id] as const,
};
