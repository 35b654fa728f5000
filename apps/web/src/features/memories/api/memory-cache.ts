import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { MemoriesList, Memory } from '@doita/shared';
import { memoriesContract } from '@doita/shared';
import { queryKeyOf, queriesOf } from '@/lib/query-key';

export type MemoriesPages = InfiniteData<MemoriesList>;

/** Every cached list of memories: all of them, and each search or filter of them. */
export const memoryLists = () => queriesOf(memoriesContract.list, memoriesContract.search);

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
  for (const [, data] of queryClient.getQueriesData<MemoriesPages>(memoryLists())) {
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
  queryClient.setQueriesData<MemoriesPages>(memoryLists(), (data) =>
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
  queryClient.setQueryData<Memory>(
    queryKeyOf(memoriesContract.get, { params: { id } }),
    (memory) => (memory ? patch(memory) : memory),
  );
}

/** What the caches held before an optimistic change, to put back if it fails. */
export type CacheSnapshot = [QueryKey, unknown][];

export function snapshotMemories(queryClient: QueryClient, id: string): CacheSnapshot {
  return [
    ...queryClient.getQueriesData(memoryLists()),
    [
      queryKeyOf(memoriesContract.get, { params: { id } }),
      queryClient.getQueryData(queryKeyOf(memoriesContract.get, { params: { id } })),
    ],
  ];
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
