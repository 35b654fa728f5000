import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BLOG_LIMITS, type BlogCommentsList } from '@doita/shared';
import { api } from '@/lib/api-client';
import { blogQueryKeys, useViewerKey } from './blog-query-keys';

/** GET /blog/posts/:id/comments: one page by index, oldest first. */
export function getComments(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<BlogCommentsList> {
  return api.get<BlogCommentsList>(`/blog/posts/${encodeURIComponent(id)}/comments`, {
    signal,
    query: { page, limit: BLOG_LIMITS.commentsPageSize },
  });
}

/** Pages one after another ("show more"), each asked for by its index. */
export const commentsQueryOptions = (viewer: string, id: string) =>
  infiniteQueryOptions({
    queryKey: blogQueryKeys.comments(viewer, id),
    queryFn: ({ pageParam, signal }) => getComments(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.currentPage < last.pagination.totalPages
        ? last.pagination.currentPage + 1
        : undefined,
    meta: { errorToast: false },
  });

export function useComments(id: string) {
  return useInfiniteQuery(commentsQueryOptions(useViewerKey(), id));
}
