import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogQueryKeys } from './blog-query-keys';

/** DELETE /blog/posts/:id/comments/:commentId: mine, or any on my post. */
export async function deleteComment(input: { postId: string; commentId: string }): Promise<void> {
  await api.delete<unknown>(
    `/blog/posts/${encodeURIComponent(input.postId)}/comments/${encodeURIComponent(input.commentId)}`,
  );
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
