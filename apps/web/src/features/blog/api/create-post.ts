import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract, type BlogPost, type CreateBlogPostBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { keyPrefixOf } from '@/lib/query-key';

/** POST /blog/posts: a draft unless `status: 'published'`. */
export async function createPost(body: CreateBlogPostBody): Promise<BlogPost> {
  return (await call(blogContract.create, { body })).post;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyPrefixOf(blogContract.list) }),
  });
}
