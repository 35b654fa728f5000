import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIMITS, blogContract, type BlogList } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { type BlogListParams, blogQueryKeys, useViewerKey } from './blog-query-keys';

/** GET /blog/posts: one page of the posts I may see (a guest: public ones), filtered. */
export function getPosts(params: BlogListParams, signal?: AbortSignal): Promise<BlogList> {
  return call(blogContract.list, { query: { ...params, limit: BLOG_LIMITS.pageSize } }, { signal });
}

export const postsQueryOptions = (viewer: string, params: BlogListParams) =>
  queryOptions({
    queryKey: blogQueryKeys.list(viewer, params),
    queryFn: ({ signal }) => getPosts(params, signal),
    // the page being left stays on screen while the next one loads
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });

export function usePosts(params: BlogListParams) {
  return useQuery(postsQueryOptions(useViewerKey(), params));
}
