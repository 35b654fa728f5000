import type { MemoryMood, MemoryTag } from '@doita/shared';

/** What the list shows: every memory, or those matching words, a tag and/or a mood. */
export interface MemoriesFilter {
  q?: string;
  tag?: MemoryTag;
  mood?: MemoryMood;
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
};
