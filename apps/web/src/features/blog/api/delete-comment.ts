import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogSocialContract, blogContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf } from '@/lib/query-key';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeyOf(blogContract.get) }),
  });
}
