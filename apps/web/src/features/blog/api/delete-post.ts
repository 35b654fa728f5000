import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogQueryKeys } from './blog-query-keys';

/** DELETE /blog/posts/:id: the author only. */
export async function deletePost(id: string): Promise<void> {
  await api.delete<unknown>(`/blog/posts/${encodeURIComponent(id)}`);
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
