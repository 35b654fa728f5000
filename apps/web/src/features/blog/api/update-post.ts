import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract, type BlogPost, type UpdateBlogPostBody } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { keyPrefixOf } from '@/lib/query-key';

/** PUT /blog/posts/:id: the fields sent (what autosave sends). */
export async function updatePost(input: {
  id: string;
  body: UpdateBlogPostBody;
}): Promise<BlogPost> {
  return (await call(blogContract.update, { params: { id: input.id }, body: input.body })).post;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    // autosave shows its own state; the editor words a failure itself
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyPrefixOf(blogContract.list) }),
  });
}
