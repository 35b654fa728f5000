import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogComment, CreateBlogCommentBody } from '@doita/shared';
import { api } from '@/lib/api-client';
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
    mutationFn: createComment,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
