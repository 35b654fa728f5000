import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT_LIMITS, blogSocialContract, type BlogCommentsList } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { queryKeyOf } from '@/lib/query-key';
import { useViewerKey } from './use-viewer-key';

/** GET /blog/posts/:id/comments: one page by index, oldest first. */
export function getComments(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<BlogCommentsList> {
  return call(
    blogSocialContract.comments,
    { params: { id }, query: { page, limit: COMMENT_LIMITS.pageSize } },
    { signal },
  );
}

/** Pages one after another ("show more"), each asked for by its index. */
export const commentsQueryOptions = (viewer: string, id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(blogSocialContract.comments, { params: { id } }, viewer),
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
