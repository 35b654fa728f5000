import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesContract, type CreateMemoryBody, type Memory } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { callOrQueue } from '@/lib/offline';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

/** POST /memories: a shared memory needs a connected couple (400 NO_COUPLE). */
export async function createMemory(body: CreateMemoryBody): Promise<Memory> {
  return (await call(memoriesContract.create, { body })).memory;
}

/** Sent now with an Idempotency-Key, or queued offline (throws QueuedWrite then). */
export async function createMemoryOrQueue(body: CreateMemoryBody): Promise<Memory> {
  return (await callOrQueue(memoriesContract.create, { body }, { label: body.title })).memory;
}

export function useCreateMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemoryOrQueue,
    // offline the write is queued in the outbox, not paused (lost at a reload)
    networkMode: 'always',
    // the form puts a 422 under its fields, else toasts 'Có lỗi khi ...' itself: one message
    meta: { errorToast: false },
    onSuccess: (memory) => {
      queryClient.setQueryData(
        queryKeyOf(memoriesContract.get, { params: { id: memory.id } }),
        memory,
      );
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(memoriesContract.get) });
    },
  });
}
