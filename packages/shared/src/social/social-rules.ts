/**
 * The rules every area that takes comments and reactions shares (a post of the blog, a
 * memory): one cap on a comment's text, one page size, one set of reactions.
 */

/** Plain text of at most 2000 characters; pages of 20 by default, at most 100. */
export const COMMENT_LIMITS = {
  content: 2000,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

/**
 * A person answers with one emoji of this small set (one per person, changeable,
 * removable); a post's like is its own yes or no, not one of these.
 */
export const REACTIONS = ['❤️', '😍', '😂', '😮', '😢', '👍'] as const;
export type ReactionEmoji = (typeof REACTIONS)[number];

export function isReaction(value: unknown): value is ReactionEmoji {
  return typeof value === 'string' && (REACTIONS as readonly string[]).includes(value);
}

export interface ReactionLike {
  emoji: string;
}

/** How many of each emoji, in the set's order, only those present (a card's summary). */
export function reactionSummary(
  reactions: readonly ReactionLike[],
): { emoji: ReactionEmoji; count: number }[] {
  return REACTIONS.map((emoji) => ({
    emoji,
    count: reactions.filter((reaction) => reaction.emoji === emoji).length,
  })).filter((entry) => entry.count > 0);
}
