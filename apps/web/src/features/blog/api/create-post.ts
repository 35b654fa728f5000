import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogPost, CreateBlogPostBody } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys } from './blog-query-keys';

/** POST /blog/posts: a draft unless `status: 'published'`. */
export async function createPost(body: CreateBlogPostBody): Promise<BlogPost> {
  return (await api.post<{ post: BlogPost }>('/blog/posts', body)).post;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogQueryKeys.lists() }),
  });
}
