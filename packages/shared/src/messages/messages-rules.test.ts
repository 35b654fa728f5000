import { describe, expect, it } from 'vitest';
import {
  MESSAGE_LIMITS,
  canEditMessage,
  countCharacters,
  isSingleEmoji,
  messageExcerpt,
  normalizeMessageText,
} from './messages-rules.js';
import {
  createMessageBodySchema,
  messageReactionBodySchema,
  updateMessageBodySchema,
} from './messages-schemas.js';

const sent = new Date('2026-11-29T10:00:00.000Z');
const after = (ms: number) => new Date(sent.getTime() + ms);

describe('edit window', () => {
  it('is open up to exactly 15:00 after sending, closed a millisecond later', () => {
    expect(canEditMessage(sent, sent)).toBe(true);
    expect(canEditMessage(sent, after(14 * 60_000 + 59_999))).toBe(true);
    expect(canEditMessage(sent, after(15 * 60_000))).toBe(true);
    expect(canEditMessage(sent, after(15 * 60_000 + 1))).toBe(false);
    expect(canEditMessage(sent, after(16 * 60_000))).toBe(false);
  });
});

describe('characters are graphemes', () => {
  it('counts an emoji family, a flag and a skin tone as one each', () => {
    expect(countCharacters('👩‍❤️‍👨')).toBe(1);
    expect(countCharacters('🇻🇳')).toBe(1);
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('a👍🏽b')).toBe(3);
  });

  it('counts a Vietnamese letter once, typed precomposed or with combining marks', () => {
    const composed = 'ệ';
    const decomposed = 'e\u0323\u0302';
    expect(decomposed).not.toBe(composed);
    expect(countCharacters(composed)).toBe(1);
    expect(countCharacters(decomposed)).toBe(1);
    expect(countCharacters('Tiếng Việt')).toBe(10);
    expect(normalizeMessageText(`  ${decomposed}  `)).toBe(composed);
  });

  it('takes 4,000 characters of emoji or combining marks and refuses 4,001', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(createMessageBodySchema.safeParse({ text: family.repeat(4_000) }).success).toBe(true);
    expect(createMessageBodySchema.safeParse({ text: family.repeat(4_001) }).success).toBe(false);
    const vi = 'e\u0323\u0302'; // "ệ" typed with two combining marks: 3 code points, 1 character
    expect(createMessageBodySchema.safeParse({ text: vi.repeat(4_000) }).success).toBe(true);
    expect(createMessageBodySchema.safeParse({ text: vi.repeat(4_001) }).success).toBe(false);
    expect(updateMessageBodySchema.safeParse({ text: 'a'.repeat(4_000) }).success).toBe(true);
    expect(updateMessageBodySchema.safeParse({ text: 'a'.repeat(4_001) }).success).toBe(false);
  });

  it('keeps the text in NFC, trimmed', () => {
    const parsed = createMessageBodySchema.parse({ text: '  Ha\u0300 Nô\u0323i  ' });
    expect(parsed.text).toBe('Hà Nội');
    expect(parsed.kind).toBe('text');
  });
});

describe('a message body', () => {
  it('needs words or photos', () => {
    expect(createMessageBodySchema.safeParse({}).success).toBe(false);
    expect(createMessageBodySchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(createMessageBodySchema.safeParse({ images: ['upload-1'] }).success).toBe(true);
    expect(updateMessageBodySchema.safeParse({ text: '  ' }).success).toBe(false);
  });

  it('counts a text of only zero-width or invisible characters as no words', () => {
    const invisible = [
      '\u200b', // zero-width space
      ' \u200b\u200c\u200d\u2060 ', // with the joiners and the word joiner
      '\u00ad', // soft hyphen
      '\u202e\u202c', // direction override
      '\u3164', // Hangul filler
      '\ufe0f',
    ];
    for (const text of invisible) {
      expect(normalizeMessageText(text), JSON.stringify(text)).toBe('');
      expect(createMessageBodySchema.safeParse({ text }).success, JSON.stringify(text)).toBe(false);
      expect(createMessageBodySchema.safeParse({ kind: 'note', text }).success).toBe(false);
      expect(updateMessageBodySchema.safeParse({ text }).success, JSON.stringify(text)).toBe(false);
    }
    // photos with invisible words: the photos alone
    expect(createMessageBodySchema.parse({ text: '\u200b', images: ['upload-1'] }).text).toBe('');
    // a visible character among them is the text, without the invisible ones at its edges
    expect(normalizeMessageText('\u200bhi\u200b')).toBe('hi');
    expect(normalizeMessageText('h\u200bi')).toBe('h\u200bi');
    expect(normalizeMessageText(' 👩‍❤️‍👨 ')).toBe('👩‍❤️‍👨');
    expect(normalizeMessageText('🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe('🏴󠁧󠁢󠁥󠁮󠁧󠁿');
  });

  it('is a text whether `kind` says so or is left out; another kind is refused', () => {
    expect(createMessageBodySchema.parse({ text: 'a' }).kind).toBe('text');
    expect(createMessageBodySchema.parse({ kind: 'text', text: 'a' }).kind).toBe('text');
    expect(createMessageBodySchema.safeParse({ kind: 'sticker', text: 'a' }).success).toBe(false);
    expect(createMessageBodySchema.parse({ text: 'a', replyToId: 'm-1' }).replyToId).toBe('m-1');
  });

  it('takes at most 10 photos', () => {
    const ids = Array.from({ length: 11 }, (_, i) => `upload-${i}`);
    expect(createMessageBodySchema.safeParse({ images: ids.slice(0, 10) }).success).toBe(true);
    expect(createMessageBodySchema.safeParse({ images: ids }).success).toBe(false);
  });

  it('takes a love note of words only, at most 280 characters', () => {
    const note = (text: string, images?: string[]) =>
      createMessageBodySchema.safeParse({ kind: 'note', text, images }).success;
    expect(note('Nhớ anh 💕'.padEnd(MESSAGE_LIMITS.note, '!'))).toBe(true);
    expect(note('x'.repeat(MESSAGE_LIMITS.note + 1))).toBe(false);
    expect(note('🌸'.repeat(MESSAGE_LIMITS.note))).toBe(true);
    expect(note('hi', ['upload-1'])).toBe(false);
    expect(note('')).toBe(false);
  });
});

describe('a reaction is one emoji', () => {
  it.each(['❤️', '❤', '😂', '👍🏽', '👩‍❤️‍👨', '🇻🇳', '1️⃣', '🏴󠁧󠁢󠁥󠁮󠁧󠁿'])('takes %s', (emoji) => {
    expect(isSingleEmoji(emoji)).toBe(true);
    expect(messageReactionBodySchema.safeParse({ emoji }).success).toBe(true);
  });

  it.each(['🏃🏽‍♀️', '🏌️‍♂️', '👨‍👩‍👧‍👦', '🧑🏻‍🤝‍🧑🏿', '☺️', '©️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '#️⃣', '🫶🏼'])('takes %s too', (emoji) =>
    expect(isSingleEmoji(emoji)).toBe(true),
  );

  it.each(['', 'a', '1', 'ệ', '❤️❤️', '😂a', ' ', '❤️ ', '<3', '🇻'])('refuses %j', (emoji) => {
    expect(isSingleEmoji(emoji)).toBe(false);
  });

  // one grapheme each, but not an emoji: marks stacked on a pictograph draw outside its chip
  it.each([
    '❤' + '\u0336\u0489'.repeat(15),
    '❤\u0301',
    '❤\u200d\u0301',
    '😂\u200d',
    '\u200d😂',
    '👍\u20e3',
    '🏴\u{E0067}\u{E0062}',
  ])('refuses the cluster %j', (emoji) => {
    expect(isSingleEmoji(emoji)).toBe(false);
  });
});

describe('a quoted excerpt', () => {
  it('keeps a short text on one line and cuts a long one by graphemes', () => {
    expect(messageExcerpt('Chào\n  em')).toBe('Chào em');
    const long = '😀'.repeat(100);
    const excerpt = messageExcerpt(long);
    expect(countCharacters(excerpt)).toBe(MESSAGE_LIMITS.excerpt);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
