import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf, keyPrefixOf } from '@/lib/query-key';

/** DELETE /blog/posts/:id: the author only. */
export async function deletePost(id: string): Promise<void> {
  await call(blogContract.remove, { params: { id } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_, id) => {
      // the post as every reader had it cached
      queryClient.removeQueries({ queryKey: keyPrefixOf(blogContract.get, { params: { id } }) });
      return queryClient.invalidateQueries({ queryKey: areaKeyOf(blogContract.get) });
    },
  });
}
