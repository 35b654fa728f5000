import { queryOptions, useQuery } from '@tanstack/react-query';
import { memoriesContract, type MemoryTagCount } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';

/** GET /memories/tags: the tags in use on the memories I may see, most used first. */
export async function getMemoryTags(signal?: AbortSignal): Promise<MemoryTagCount[]> {
  return (await call(memoriesContract.tags, {}, { signal })).tags;
}

export const memoryTagsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf(memoriesContract.tags),
    queryFn: ({ signal }) => getMemoryTags(signal),
    // the filter simply offers no tag chips when this fails
    meta: { errorToast: false },
  });

export function useMemoryTags() {
  return useQuery(memoryTagsQueryOptions());
}
