import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogContract, type BlogScope, type ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { useViewerKey } from './use-viewer-key';

export type CategoryCount = ReplyOf<typeof blogContract.categories>['categories'][number];

/** GET /blog/posts/categories: the six categories with their counts in a scope. */
export async function getCategories(scope: BlogScope, signal?: AbortSignal) {
  return (await call(blogContract.categories, { query: { scope } }, { signal })).categories;
}

export const categoriesQueryOptions = (viewer: string, scope: BlogScope) =>
  queryOptions({
    queryKey: queryKeyOf(blogContract.categories, { query: { scope } }, viewer),
    queryFn: ({ signal }) => getCategories(scope, signal),
    meta: { errorToast: false },
  });

export function useCategories(scope: BlogScope) {
  return useQuery(categoriesQueryOptions(useViewerKey(), scope));
}
