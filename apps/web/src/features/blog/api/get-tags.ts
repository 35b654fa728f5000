import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogContract, type BlogScope, type ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { useViewerKey } from './use-viewer-key';

export type TagCount = ReplyOf<typeof blogContract.tags>['tags'][number];

/** GET /blog/posts/tags: the tags in use in a scope, most used first. */
export async function getTags(scope: BlogScope, signal?: AbortSignal): Promise<TagCount[]> {
  return (await call(blogContract.tags, { query: { scope } }, { signal })).tags;
}

export const tagsQueryOptions = (viewer: string, scope: BlogScope) =>
  queryOptions({
    queryKey: queryKeyOf(blogContract.tags, { query: { scope } }, viewer),
    queryFn: ({ signal }) => getTags(scope, signal),
    meta: { errorToast: false },
  });

export function useTags(scope: BlogScope) {
  return useQuery(tagsQueryOptions(useViewerKey(), scope));
}
