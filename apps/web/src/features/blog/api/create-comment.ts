import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogSocialContract, type CreateBlogCommentBody, type ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { blogQueryKeys } from './blog-query-keys';

export type CreatedComment = ReplyOf<typeof blogSocialContract.addComment>;

/** POST /blog/posts/:id/comments: plain text, at most 2000 characters. */
export function createComment(input: {
  postId: string;
  body: CreateBlogCommentBody;
}): Promise<CreatedComment> {
  return call(blogSocialContract.addComment, { params: { id: input.postId }, body: input.body });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
