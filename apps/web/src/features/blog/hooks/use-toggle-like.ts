import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogContract, blogSocialContract } from '@doita/shared';
import { callOrQueue, isQueuedWrite } from '@/lib/offline';
import { unlikePost } from '../api/unlike-post';
import { useViewerKey } from '../api/use-viewer-key';
import { keyPrefixOf } from '@/lib/query-key';
import { postQueryOptions } from '../api/get-post';

/**
 * Like or unlike a post, shown at once (optimistic) and put back if the call fails; the
 * server's count replaces the guess when it answers.
 */
export function useToggleLike(postId: string) {
  const queryClient = useQueryClient();
  const key = postQueryOptions(useViewerKey(), postId).queryKey;
  return useMutation({
    // a like made offline waits in the outbox (an unlike waits for the network)
    mutationFn: (like: boolean) =>
      like
        ? callOrQueue(
            blogSocialContract.like,
            { params: { id: postId } },
            { label: queryClient.getQueryData(key)?.title ?? '', targetId: postId },
          )
        : unlikePost(postId),
    networkMode: 'always',
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous && previous.likedByMe !== like) {
        queryClient.setQueryData(key, {
          ...previous,
          likedByMe: like,
          likesCount: Math.max(0, previous.likesCount + (like ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (error, _like, context) => {
      if (isQueuedWrite(error)) return;
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(key, (post) => (post ? { ...post, ...answer } : post));
      void queryClient.invalidateQueries({ queryKey: keyPrefixOf(blogContract.list) });
    },
  });
}
