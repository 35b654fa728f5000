import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogScope } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys, useViewerKey } from './blog-query-keys';

export interface CategoryCount {
  category: BlogCategory;
  count: number;
}

/** GET /blog/posts/categories: the six categories with their counts in a scope. */
export async function getCategories(scope: BlogScope, signal?: AbortSignal) {
  return (
    await api.get<{ categories: CategoryCount[] }>('/blog/posts/categories', {
      signal,
      query: { scope },
    })
  ).categories;
}

export const categoriesQueryOptions = (viewer: string, scope: BlogScope) =>
  queryOptions({
    queryKey: blogQueryKeys.categories(viewer, scope),
    queryFn: ({ signal }) => getCategories(scope, signal),
    meta: { errorToast: false },
  });

export function useCategories(scope: BlogScope) {
  return useQuery(categoriesQueryOptions(useViewerKey(), scope));
}
