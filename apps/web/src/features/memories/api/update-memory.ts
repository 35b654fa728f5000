import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesContract, type Memory, type UpdateMemoryBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { memoryLists } from './memory-cache';
import { queryKeyOf } from '@/lib/query-key';

/** PUT /memories/{id}: the fields sent change; my partner may edit our shared memories. */
export async function updateMemory(input: { id: string; body: UpdateMemoryBody }): Promise<Memory> {
  return (await call(memoriesContract.update, { params: { id: input.id }, body: input.body }))
    .memory;
}

export function useUpdateMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemory,
    // the form puts a 422 under its fields, else toasts 'Có lỗi khi ...' itself: one message
    meta: { errorToast: false },
    onSuccess: (memory) => {
      queryClient.setQueryData(
        queryKeyOf(memoriesContract.get, { params: { id: memory.id } }),
        memory,
      );
      return Promise.all([
        queryClient.invalidateQueries(memoryLists()),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(memoriesContract.tags) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(memoriesContract.statistics) }),
      ]);
    },
  });
}
