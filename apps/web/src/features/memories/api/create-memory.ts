import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesContract, type CreateMemoryBody, type Memory } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { memoriesQueryKeys } from './memories-query-keys';

/** POST /memories: a shared memory needs a connected couple (400 NO_COUPLE). */
export async function createMemory(body: CreateMemoryBody): Promise<Memory> {
  return (await call(memoriesContract.create, { body })).memory;
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
