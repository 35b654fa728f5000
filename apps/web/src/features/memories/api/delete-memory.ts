import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoriesContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf, queryKeyOf } from '@/lib/query-key';

/** DELETE /memories/{id}: its author only (403 for the partner). */
export async function deleteMemory(id: string): Promise<void> {
  await call(memoriesContract.remove, { params: { id } });
}

export function useDeleteMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemory,
    meta: { errorTitleKey: 'memories:failure.delete' },
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeyOf(memoriesContract.get, { params: { id } }) });
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(memoriesContract.get) });
    },
  });
}
