import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract, type BlogPost } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf } from '@/lib/query-key';

/** POST /blog/posts/:id/publish: needs some text (422 on content otherwise). */
export async function publishPost(id: string): Promise<BlogPost> {
  return (await call(blogContract.publish, { params: { id } })).post;
}

export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeyOf(blogContract.get) }),
  });
}
