import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { COMMENT_LIMITS, memorySocialContract } from '@doita/shared';
import type { CommentBody, ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { patchCachedMemory } from './memory-cache';
import { queryKeyOf } from '@/lib/query-key';

export type MemoryCommentsPage = ReplyOf<typeof memorySocialContract.listComments>;

/** GET /memories/:id/comments: oldest first, a keyset page after `cursor`. */
export function getMemoryComments(
  memoryId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MemoryCommentsPage> {
  return call(
    memorySocialContract.listComments,
    { params: { id: memoryId }, query: { limit: COMMENT_LIMITS.pageSize, cursor } },
    { signal },
  );
}

export const memoryCommentsQueryOptions = (memoryId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(memorySocialContract.listComments, { params: { id: memoryId } }),
    queryFn: ({ pageParam, signal }) => getMemoryComments(memoryId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { errorToast: false },
  });

export function useMemoryComments(memoryId: string) {
  return useInfiniteQuery(memoryCommentsQueryOptions(memoryId));
}

type CommentChange =
  | { kind: 'create'; memoryId: string; body: CommentBody }
  | { kind: 'update'; memoryId: string; commentId: string; body: CommentBody }
  | { kind: 'delete'; memoryId: string; commentId: string };

/** POST, PUT or DELETE one comment; answers the memory's new comment count. */
export async function changeMemoryComment(change: CommentChange): Promise<number> {
  if (change.kind === 'create') {
    const reply = await call(memorySocialContract.createComment, {
      params: { id: change.memoryId },
      body: change.body,
    });
    return reply.commentCount;
  }
  const params = { id: change.memoryId, commentId: change.commentId };
  if (change.kind === 'update') {
    return (await call(memorySocialContract.updateComment, { params, body: change.body }))
      .commentCount;
  }
  return (await call(memorySocialContract.deleteComment, { params })).commentCount;
}

/** Any change to a comment: the list is asked again and the memory's count follows. */
export function useChangeMemoryComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemoryComment,
    // 422s are shown under the field by the form; the rest as a toast
    meta: { errorToast: false },
    onSuccess: async (commentCount, { memoryId }) => {
      patchCachedMemory(queryClient, memoryId, (m) => ({ ...m, commentCount }));
      await queryClient.invalidateQueries({
        queryKey: queryKeyOf(memorySocialContract.listComments, { params: { id: memoryId } }),
      });
    },
  });
}
