import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesContract, type Memory } from '@doita/shared';
import { call } from '@/lib/api-contract';
import type { QueryClient } from '@tanstack/react-query';
import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { memoryLists, patchCachedMemory, restoreSnapshot, snapshotMemories } from './memory-cache';
import { queryKeyOf } from '@/lib/query-key';
import { memoryQueryOptions } from './get-memory';

/** PATCH /memories/{id}/favorite: toggles my own mark; answers the memory. */
export async function toggleFavorite(id: string): Promise<Memory> {
  return (await call(memoriesContract.toggleFavorite, { params: { id } })).memory;
}

function memoryTitle(queryClient: QueryClient, id: string): string {
  return queryClient.getQueryData(memoryQueryOptions(id).queryKey)?.title ?? '♥';
}

/**
 * Optimistic: the heart changes at once everywhere the memory shows, and goes back (with
 * 'Có lỗi khi thay đổi trạng thái yêu thích') when the call fails.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callOrQueue(
        memoriesContract.toggleFavorite,
        { params: { id } },
        { label: memoryTitle(queryClient, id), targetId: id },
      ).then((answer) => answer.memory),
    networkMode: 'always',
    meta: { errorTitleKey: 'memories:failure.favorite' },
    onMutate: async (id) => {
      await queryClient.cancelQueries(memoryLists());
      await queryClient.cancelQueries({
        queryKey: queryKeyOf(memoriesContract.get, { params: { id } }),
      });
      const snapshot = snapshotMemories(queryClient, id);
      patchCachedMemory(queryClient, id, (m) => ({ ...m, isFavorite: !m.isFavorite }));
      return { snapshot };
    },
    onError: (error, _id, context) => {
      // queued offline: the heart keeps its new state until the outbox sends it
      if (isQueuedWrite(error)) return;
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    onSuccess: (memory) => {
      patchCachedMemory(queryClient, memory.id, (m) => ({ ...m, isFavorite: memory.isFavorite }));
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(memoriesContract.statistics) }),
  });
}
