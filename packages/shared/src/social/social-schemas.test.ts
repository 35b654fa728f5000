import { describe, expect, it } from 'vitest';
import { MEMORY_REACTIONS, reactionSummary } from './memory-social-rules.js';
import { memoryCommentBodySchema, setMemoryReactionBodySchema } from './memory-social-schemas.js';

describe('memory reactions and comments', () => {
  it('accepts only the set of emoji', () => {
    for (const emoji of MEMORY_REACTIONS)
      expect(setMemoryReactionBodySchema.safeParse({ emoji }).success).toBe(true);
    expect(setMemoryReactionBodySchema.safeParse({ emoji: '💩' }).success).toBe(false);
    expect(setMemoryReactionBodySchema.safeParse({ emoji: '❤' }).success).toBe(false);
    expect(setMemoryReactionBodySchema.safeParse({}).success).toBe(false);
  });

  it('takes Vietnamese text and emoji, trims, refuses blank and too long', () => {
    expect(memoryCommentBodySchema.parse({ content: '  Nhớ quá em ơi 😍  ' })).toEqual({
      content: 'Nhớ quá em ơi 😍',
    });
    expect(memoryCommentBodySchema.safeParse({ content: '   ' }).success).toBe(false);
    expect(memoryCommentBodySchema.safeParse({ content: 'ạ'.repeat(2000) }).success).toBe(true);
    expect(memoryCommentBodySchema.safeParse({ content: 'ạ'.repeat(2001) }).success).toBe(false);
  });

  it('sums reactions in the set’s order', () => {
    expect(reactionSummary([{ emoji: '👍' }, { emoji: '❤️' }, { emoji: '👍' }])).toEqual([
      { emoji: '❤️', count: 1 },
      { emoji: '👍', count: 2 },
    ]);
  });
});
