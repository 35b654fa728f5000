import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, UpdateBlogPostBody } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys } from './blog-query-keys';

/** PUT /blog/posts/:id: the fields sent (what autosave sends). */
export async function updatePost(input: {
  id: string;
  body: UpdateBlogPostBody;
}): Promise<BlogPost> {
  return (
    await api.put<{ post: BlogPost }>(`/blog/posts/${encodeURIComponent(input.id)}`, input.body)
  ).post;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    // autosave shows its own state; the editor words a failure itself
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.lists() }),
  });
}
