import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { memoriesContract, type Memory } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { findCachedMemory } from './memory-cache';
import { queryKeyOf } from '@/lib/query-key';

/** GET /memories/{id}: 404 when it is not mine or our shared one. */
export async function getMemory(id: string, signal?: AbortSignal): Promise<Memory> {
  return (await call(memoriesContract.get, { params: { id } }, { signal })).memory;
}

/** The page shows its own not-found and error states: no toast. */
export const memoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(memoriesContract.get, { params: { id } }),
    queryFn: ({ signal }) => getMemory(id, signal),
    meta: { errorToast: false },
  });

/** Shows the memory from a loaded list at once, while its own answer arrives. */
export function useMemory(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...memoryQueryOptions(id),
    placeholderData: () => findCachedMemory(queryClient, id),
  });
}
