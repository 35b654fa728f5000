import { describe, expect, it } from 'vitest';
import { REACTIONS, reactionSummary } from './social-rules.js';
import { commentBodySchema, setReactionBodySchema } from './social-schemas.js';

const keyOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('reactions and comments', () => {
  it('accepts only the set of emoji', () => {
    for (const emoji of REACTIONS)
      expect(setReactionBodySchema.safeParse({ emoji }).success).toBe(true);
    expect(setReactionBodySchema.safeParse({ emoji: '💩' }).success).toBe(false);
    expect(setReactionBodySchema.safeParse({ emoji: '❤' }).success).toBe(false);
    expect(setReactionBodySchema.safeParse({}).success).toBe(false);
  });

  it('takes Vietnamese text and emoji, trims, refuses blank and too long', () => {
    expect(commentBodySchema.parse({ content: '  Nhớ quá em ơi 😍  ' })).toEqual({
      content: 'Nhớ quá em ơi 😍',
    });
    expect(commentBodySchema.safeParse({ content: '   ' }).success).toBe(false);
    expect(commentBodySchema.safeParse({ content: 'ạ'.repeat(2000) }).success).toBe(true);
    expect(commentBodySchema.safeParse({ content: 'ạ'.repeat(2001) }).success).toBe(false);
  });

  it('says why a comment is refused: blank, or over 2000 characters', () => {
    expect(keyOf(commentBodySchema.safeParse({ content: ' ' }))).toBe('validation.required');
    expect(keyOf(commentBodySchema.safeParse({ content: 'x'.repeat(2001) }))).toBe(
      'validation.maxLength:2000',
    );
  });

  it('sums reactions in the set’s order', () => {
    expect(reactionSummary([{ emoji: '👍' }, { emoji: '❤️' }, { emoji: '👍' }])).toEqual([
      { emoji: '❤️', count: 1 },
      { emoji: '👍', count: 2 },
    ]);
  });
});
