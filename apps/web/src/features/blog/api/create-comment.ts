import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogComment, CreateBlogCommentBody } from '@doita/shared';
import { api } from '@/lib/api-client';
import { sendOrQueue } from '@/lib/offline';
import { getSession } from '@/lib/session';
import { blogQueryKeys } from './blog-query-keys';

export interface CreatedComment {
  comment: BlogComment;
  commentsCount: number;
}

/** POST /blog/posts/:id/comments: plain text, at most 2000 characters. */
export function createComment(input: {
  postId: string;
  body: CreateBlogCommentBody;
}): Promise<CreatedComment> {
  return api.post<CreatedComment>(
    `/blog/posts/${encodeURIComponent(input.postId)}/comments`,
    input.body,
  );
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    // a comment written offline waits in the outbox, sent with an Idempotency-Key
    mutationFn: (input: { postId: string; body: CreateBlogCommentBody }) =>
      sendOrQueue<CreatedComment>(getSession()?.user.id ?? null, {
        kind: 'createComment',
        method: 'POST',
        path: `/blog/posts/${encodeURIComponent(input.postId)}/comments`,
        body: input.body,
        label: input.body.content.slice(0, 60),
        targetId: input.postId,
      }),
    networkMode: 'always',
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
