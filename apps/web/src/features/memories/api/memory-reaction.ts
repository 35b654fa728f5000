import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memorySocialContract, memoriesContract } from '@doita/shared';
import type { Reaction, ReactionEmoji, ReplyOf } from '@doita/shared';
import { call } from '@/lib/api-contract';
import { patchCachedMemory, restoreSnapshot, snapshotMemories } from './memory-cache';
import { queryKeyOf } from '@/lib/query-key';

export type MemoryReactions = ReplyOf<typeof memorySocialContract.setReaction>;

/** PUT /memories/:id/reaction, or DELETE it when `emoji` is null. */
export function setMemoryReaction(input: {
  memoryId: string;
  emoji: ReactionEmoji | null;
}): Promise<MemoryReactions> {
  const params = { id: input.memoryId };
  return input.emoji === null
    ? call(memorySocialContract.removeReaction, { params })
    : call(memorySocialContract.setReaction, { params, body: { emoji: input.emoji } });
}

/** My reaction replaced (or removed) in a memory's list of reactions. */
export function withMyReaction(
  reactions: Reaction[],
  userId: string,
  emoji: ReactionEmoji | null,
): Reaction[] {
  const others = reactions.filter((reaction) => reaction.userId !== userId);
  return emoji === null ? others : [...others, { emoji, userId }];
}

/**
 * Optimistic: the bar changes at once wherever the memory shows and goes back (with an
 * error in the user's language) when the call fails.
 */
export function useSetMemoryReaction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemoryReaction,
    meta: { errorTitleKey: 'memories:failure.reaction' },
    onMutate: async ({ memoryId, emoji }) => {
      await queryClient.cancelQueries({
        queryKey: queryKeyOf(memoriesContract.get, { params: { id: memoryId } }),
      });
      const snapshot = snapshotMemories(queryClient, memoryId);
      patchCachedMemory(queryClient, memoryId, (m) => ({
        ...m,
        reactions: withMyReaction(m.reactions, userId, emoji),
      }));
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
    },
    onSuccess: ({ reactions }, { memoryId }) => {
      patchCachedMemory(queryClient, memoryId, (m) => ({ ...m, reactions }));
    },
  });
}
