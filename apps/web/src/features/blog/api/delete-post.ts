import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { blogQueryKeys } from './blog-query-keys';

/** DELETE /blog/posts/:id: the author only. */
export async function deletePost(id: string): Promise<void> {
  await call(blogContract.remove, { params: { id } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_, id) => {
      queryClient.removeQueries({
        queryKey: blogQueryKeys.posts(),
        predicate: (q) => q.queryKey.includes(id),
      });
      return queryClient.invalidateQueries({ queryKey: blogQueryKeys.all });
    },
  });
}
