import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogSocialContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { blogQueryKeys } from './blog-query-keys';

/** DELETE /blog/posts/:id/comments/:commentId: mine, or any on my post. */
export async function deleteComment(input: { postId: string; commentId: string }): Promise<void> {
  await call(blogSocialContract.removeComment, {
    params: { id: input.postId, commentId: input.commentId },
  });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
