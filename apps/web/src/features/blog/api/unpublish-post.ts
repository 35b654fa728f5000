import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract, type BlogPost } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { areaKeyOf } from '@/lib/query-key';

/** POST /blog/posts/:id/unpublish: back to a draft. */
export async function unpublishPost(id: string): Promise<BlogPost> {
  return (await call(blogContract.unpublish, { params: { id } })).post;
}

export function useUnpublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areaKeyOf(blogContract.get) }),
  });
}
