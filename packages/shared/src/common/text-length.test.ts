import { describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS } from '../checkins/checkins-rules.js';
import { setCheckinBodySchema } from '../checkins/checkins-schemas.js';
import { LIST_LIMITS } from '../list/list-rules.js';
import { createListItemBodySchema } from '../list/list-schemas.js';
import { limitShownText, shownLength } from './text-length.js';

const noteFits = (note: string) => setCheckinBodySchema.safeParse({ mood: 'happy', note }).success;

describe('shownLength: a text’s length as the text schemas count it', () => {
  it('counts an emoji once, a Vietnamese letter once however typed, not the edges', () => {
    expect(shownLength('😀'.repeat(140))).toBe(140);
    expect(shownLength('Việt Nam')).toBe(8);
    expect(shownLength('Việt Nam'.normalize('NFD'))).toBe(8);
    expect(shownLength('  Cảm ơn em \u200B')).toBe(9);
    expect(shownLength('\u200B \u00A0')).toBe(0);
    // a family emoji is five code points (three people, two joiners)
    expect(shownLength('👨‍👩‍👧')).toBe(5);
  });

  it('agrees with the schema at the limit, for emoji and for decomposed Vietnamese', () => {
    for (const text of [
      '😀'.repeat(CHECKIN_LIMITS.note),
      'ệ'.normalize('NFD').repeat(CHECKIN_LIMITS.note),
      `  ${'a'.repeat(CHECKIN_LIMITS.note)}  `,
    ]) {
      expect(shownLength(text)).toBe(CHECKIN_LIMITS.note);
      expect(noteFits(text)).toBe(true);
      expect(noteFits(`${text}x`)).toBe(false);
    }
  });
});

describe('limitShownText: a typed text cut to what the server takes', () => {
  it('leaves a text that fits as it is (decomposed letters, spaces at the edges)', () => {
    const typed = `  ${'Thương'.normalize('NFD')} `;
    expect(limitShownText(typed, 6)).toBe(typed);
    expect(limitShownText('', 0)).toBe('');
  });

  it('cuts a longer one at the limit, whole characters only', () => {
    expect(limitShownText('💕'.repeat(300), 280)).toBe('💕'.repeat(280));
    expect(limitShownText('ệ'.normalize('NFD').repeat(281), 280)).toBe('ệ'.repeat(280));
    // an emoji sequence that does not fit whole is left out, not cut in half
    expect(limitShownText(`${'a'.repeat(277)}👨‍👩‍👧`, 280)).toBe('a'.repeat(277));
    expect(limitShownText(`ab🇻🇳`, 3)).toBe('ab');
    // the spaces it starts with do not count, and stay
    expect(limitShownText(`   ${'b'.repeat(10)}`, 4)).toBe('   bbbb');
  });

  it('what it gives, the schema takes', () => {
    for (const typed of [
      '🍜'.repeat(LIST_LIMITS.title * 2),
      `${'Phở'.normalize('NFD')} `.repeat(100),
      `\u200B${'👨‍👩‍👧‍👦'.repeat(60)}`,
    ]) {
      const title = limitShownText(typed, LIST_LIMITS.title);
      expect(shownLength(title)).toBeLessThanOrEqual(LIST_LIMITS.title);
      expect(createListItemBodySchema.safeParse({ title }).success).toBe(true);
    }
  });
});
