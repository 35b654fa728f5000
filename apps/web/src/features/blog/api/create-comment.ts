import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogSocialContract, type CommentBody, type ReplyOf, blogContract } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { callOrQueue } from '@/lib/offline';
import { areaKeyOf } from '@/lib/query-key';

export type CreatedComment = ReplyOf<typeof blogSocialContract.addComment>;

/** POST /blog/posts/:id/comments: plain text, at most 2000 characters. */
export function createComment(input: {
  postId: string;
  body: CommentBody;
}): Promise<CreatedComment> {
  return call(blogSocialContract.addComment, { params: { id: input.postId }, body: input.body });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    // a comment written offline waits in the outbox, sent with an Idempotency-Key
    mutationFn: (input: { postId: string; body: CommentBody }) =>
      callOrQueue(
        blogSocialContract.addComment,
        { params: { id: input.postId }, body: input.body },
        { label: input.body.content.slice(0, 60), targetId: input.postId },
      ),
    networkMode: 'always',
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeyOf(blogContract.get) }),
  });
}
