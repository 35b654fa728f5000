import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys } from './blog-query-keys';

/** POST /blog/posts/:id/unpublish: back to a draft. */
export async function unpublishPost(id: string): Promise<BlogPost> {
  return (await api.post<{ post: BlogPost }>(`/blog/posts/${encodeURIComponent(id)}/unpublish`))
    .post;
}

export function useUnpublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
