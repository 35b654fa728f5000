import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIMITS, blogContract, type BlogList, type QueryOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { useViewerKey } from './use-viewer-key';

/** What a list asks for: the page and the filters, as the URL holds them (GET /blog/posts). */
export type BlogListParams = Omit<QueryOf<typeof blogContract.list>, 'page' | 'limit'> & {
  page: number;
};

/** GET /blog/posts: one page of the posts I may see (a guest: public ones), filtered. */
export function getPosts(params: BlogListParams, signal?: AbortSignal): Promise<BlogList> {
  return call(blogContract.list, { query: { ...params, limit: BLOG_LIMITS.pageSize } }, { signal });
}

export const postsQueryOptions = (viewer: string, params: BlogListParams) =>
  queryOptions({
    queryKey: queryKeyOf(blogContract.list, { query: params }, viewer),
    queryFn: ({ signal }) => getPosts(params, signal),
    // the page being left stays on screen while the next one loads
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });

export function usePosts(params: BlogListParams) {
  return useQuery(postsQueryOptions(useViewerKey(), params));
}
