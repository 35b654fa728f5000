import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMemoryBody, Memory } from '@doita/shared';
import { api } from '@/lib/api-client';
import { memoriesQueryKeys } from './memories-query-keys';

/** POST /memories: a shared memory needs a connected couple (400 NO_COUPLE). */
export async function createMemory(body: CreateMemoryBody): Promise<Memory> {
  return (await api.post<{ memory: Memory }>('/memories', body)).memory;
}

export function useCreateMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemory,
    // the form puts a 422 under its fields, else toasts 'Có lỗi khi ...' itself: one message
    meta: { errorToast: false },
    onSuccess: (memory) => {
      queryClient.setQueryData(memoriesQueryKeys.detail(memory.id), memory);
      return queryClient.invalidateQueries({ queryKey: memoriesQueryKeys.all });
    },
  });
}
