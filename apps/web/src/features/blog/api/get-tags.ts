import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogScope } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys, useViewerKey } from './blog-query-keys';

export interface TagCount {
  tag: string;
  count: number;
}

/** GET /blog/posts/tags: the tags in use in a scope, most used first. */
export async function getTags(scope: BlogScope, signal?: AbortSignal): Promise<TagCount[]> {
  return (await api.get<{ tags: TagCount[] }>('/blog/posts/tags', { signal, query: { scope } }))
    .tags;
}

export const tagsQueryOptions = (viewer: string, scope: BlogScope) =>
  queryOptions({
    queryKey: blogQueryKeys.tags(viewer, scope),
    queryFn: ({ signal }) => getTags(scope, signal),
    meta: { errorToast: false },
  });

export function useTags(scope: BlogScope) {
  return useQuery(tagsQueryOptions(useViewerKey(), scope));
}
