import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogContract, type BlogPost } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { useViewerKey } from './use-viewer-key';

/** GET /blog/posts/:id: the post with the server's sanitised HTML (404 when not mine to see). */
export async function getPost(id: string, signal?: AbortSignal): Promise<BlogPost> {
  return (await call(blogContract.get, { params: { id } }, { signal })).post;
}

export const postQueryOptions = (viewer: string, id: string) =>
  queryOptions({
    queryKey: queryKeyOf(blogContract.get, { params: { id } }, viewer),
    queryFn: ({ signal }) => getPost(id, signal),
    // the page shows "not found" itself
    meta: { errorToast: false },
  });

export function usePost(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(useViewerKey(), id), enabled: options.enabled ?? true });
}
