import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys } from './blog-query-keys';

/** POST /blog/posts/:id/publish: needs some text (422 on content otherwise). */
export async function publishPost(id: string): Promise<BlogPost> {
  return (await api.post<{ post: BlogPost }>(`/blog/posts/${encodeURIComponent(id)}/publish`)).post;
}

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.all }),
  });
}
