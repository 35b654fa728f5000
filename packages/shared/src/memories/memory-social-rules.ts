/**
 * Reactions and comments on memories (issue 16, part 2). A partner answers a shared memory
 * with one emoji of this small set (one per person, changeable, removable) and with
 * comments; a private memory ("just for me") takes neither.
 */
export const MEMORY_REACTIONS = ['❤️', '😍', '😂', '😮', '😢', '👍'] as const;
export type MemoryReactionEmoji = (typeof MEMORY_REACTIONS)[number];

export function isMemoryReaction(value: unknown): value is MemoryReactionEmoji {
  return typeof value === 'string' && (MEMORY_REACTIONS as readonly string[]).includes(value);
}

/** The same caps as the blog's comments (plain text, 2000 characters). */
export const MEMORY_COMMENT_LIMITS = {
  content: 2000,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

export interface ReactionLike {
  emoji: string;
}

/** How many of each emoji, in the set's order, only those present (a card's summary). */
export function reactionSummary(
  reactions: readonly ReactionLike[],
): { emoji: MemoryReactionEmoji; count: number }[] {
  return MEMORY_REACTIONS.map((emoji) => ({
    emoji,
    count: reactions.filter((reaction) => reaction.emoji === emoji).length,
  })).filter((entry) => entry.count > 0);
}
