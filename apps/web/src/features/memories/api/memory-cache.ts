import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { MemoriesList, Memory } from '@doita/shared';
import { memoriesQueryKeys } from './memories-query-keys';

export type MemoriesPages = InfiniteData<MemoriesList>;

/** Every loaded memory of a list, in order, each once (a page may overlap the one before). */
export function flattenPages(data: MemoriesPages | undefined): Memory[] {
  const seen = new Set<string>();
  const memories: Memory[] = [];
  for (const page of data?.pages ?? []) {
    for (const memory of page.memories) {
      if (seen.has(memory.id)) continue;
      seen.add(memory.id);
      memories.push(memory);
    }
  }
  return memories;
}

/** The memory with this id in any cached list, e.g. to show a detail page at once. */
export function findCachedMemory(queryClient: QueryClient, id: string): Memory | undefined {
  for (const [, data] of queryClient.getQueriesData<MemoriesPages>({
    queryKey: memoriesQueryKeys.lists(),
  })) {
    const found = data?.pages.flatMap((p) => p.memories).find((m) => m.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Changes one memory wherever it is cached (every list and its detail). */
export function patchCachedMemory(
  queryClient: QueryClient,
  id: string,
  patch: (memory: Memory) => Memory,
): void {
  queryClient.setQueriesData<MemoriesPages>({ queryKey: memoriesQueryKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            memories: page.memories.map((m) => (m.id === id ? patch(m) : m)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Memory>(memoriesQueryKeys.detail(id), (memory) =>
    memory ? patch(memory) : memory,
  );
}

/** What the caches held before an optimistic change, to put back if it fails. */
export type CacheSnapshot = [QueryKey, unknown][];

export function snapshotMemories(queryClient: QueryClient, id: string): CacheSnapshot {
  return [
    ...queryClient.getQueriesData({ queryKey: memoriesQueryKeys.lists() }),
    [memoriesQueryKeys.detail(id), queryClient.getQueryData(memoriesQueryKeys.detail(id))],
  ];
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
