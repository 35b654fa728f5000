import { describe, expect, it } from 'vitest';
import { requiredText, text } from './common-schemas.js';
import {
  MESSAGE_LIMITS,
  countCharacters,
  normalizeMessageText,
} from '../messages/messages-rules.js';
import { createMessageBodySchema } from '../messages/messages-schemas.js';
import { showsNothing, shownTextOf, trimShown } from './shown-text.js';

const ZWSP = '\u200B';
const ZWNJ = '\u200C';
const ZWJ = '\u200D';
const LRM = '\u200E';
const RLM = '\u200F';
const WORD_JOINER = '\u2060';
const INVISIBLE_PLUS = '\u2064';
const BOM = '\uFEFF';
const SOFT_HYPHEN = '\u00AD';

describe('trimShown: white space and invisible format characters leave the edges', () => {
  it.each([
    ['zero-width spaces', `${ZWSP}hi${ZWSP}`, 'hi'],
    ['word joiners', `${WORD_JOINER}hi${WORD_JOINER}`, 'hi'],
    ['joiners and non-joiners', `${ZWJ}${ZWNJ}hi${ZWNJ}${ZWJ}`, 'hi'],
    ['direction marks', `${LRM}${RLM}hi${RLM}${LRM}`, 'hi'],
    ['the invisible operators', `\u2061\u2062\u2063hi${INVISIBLE_PLUS}`, 'hi'],
    ['a byte-order mark', `${BOM}hi${BOM}`, 'hi'],
    ['soft hyphens', `${SOFT_HYPHEN}hi${SOFT_HYPHEN}`, 'hi'],
    ['a Mongolian vowel separator', '\u180Ehi\u180E', 'hi'],
    [
      'mixed with spaces and line ends',
      ` \n${ZWSP}\t${WORD_JOINER} Đà Lạt ${SOFT_HYPHEN}\r\n${BOM}`,
      'Đà Lạt',
    ],
    ['a tag before the text', '\u{E0041}hi', 'hi'],
  ])('%s', (_name, value, kept) => {
    expect(trimShown(value)).toBe(kept);
  });

  it('keeps what is inside: joiners of emoji and scripts, marks, a soft hyphen', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(trimShown(` ${family} `)).toBe(family);
    expect(trimShown(`${ZWSP}${family}${ZWJ}`)).toBe(family);
    // Persian "I want", with the non-joiner its spelling needs
    const persian = `می${ZWNJ}خواهم`;
    expect(trimShown(`${ZWNJ}${persian}${ZWNJ}`)).toBe(persian);
    // Malayalam chillu and Devanagari half forms take a joiner inside a word
    const devanagari = `क्${ZWJ}ष`;
    expect(trimShown(devanagari)).toBe(devanagari);
    expect(trimShown(`a${ZWSP}b`)).toBe(`a${ZWSP}b`);
    expect(trimShown(`co${SOFT_HYPHEN}op`)).toBe(`co${SOFT_HYPHEN}op`);
  });

  it('keeps an emoji whole at the end: its variation selector and its tags', () => {
    const heart = '❤️';
    expect(trimShown(`${ZWSP}${heart}${ZWSP}`)).toBe(heart);
    const scotland = '🏴󠁧󠁢󠁳󠁣󠁴󠁿';
    expect(trimShown(`${WORD_JOINER}${scotland}${WORD_JOINER}`)).toBe(scotland);
    expect(trimShown(`Đi ${scotland}`)).toBe(`Đi ${scotland}`);
  });

  it('keeps the format characters that show (the Arabic number sign)', () => {
    expect(trimShown('\u0600١٢')).toBe('\u0600١٢');
    expect(trimShown('\u06DD١')).toBe('\u06DD١');
  });

  it('gives back the very text when there is nothing to take, and empty for nothing', () => {
    const kept = 'Nhớ anh';
    expect(trimShown(kept)).toBe(kept);
    expect(trimShown('')).toBe('');
    expect(trimShown(`${ZWSP}${BOM} ${ZWJ}`)).toBe('');
  });

  it('takes a lone surrogate at an edge as a character, not as half of one', () => {
    expect(trimShown(`\uD83D${ZWSP}`)).toBe('\uD83D');
    expect(trimShown(`${ZWSP}\uDE00`)).toBe('\uDE00');
  });

  it('stays linear on a long run of spaces before a letter', () => {
    const value = `${' '.repeat(200_000)}x${`${ZWSP} `.repeat(100_000)}y`;
    const started = Date.now();
    expect(trimShown(value)).toBe(value.slice(200_000));
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('shownTextOf: NFC, trimmed of what does not show', () => {
  it('stores "\\u200Bhi\\u200B" as "hi"', () => {
    expect(shownTextOf(`${ZWSP}hi${ZWSP}`)).toBe('hi');
    expect(shownTextOf(`${ZWSP}${'e\u0323\u0302'}${WORD_JOINER}`)).toBe('ệ');
  });

  it('is empty when it shows nothing, as before', () => {
    expect(shownTextOf(`${ZWSP}${ZWJ} \u3164${SOFT_HYPHEN}`)).toBe('');
    expect(showsNothing(`${ZWSP}${ZWJ}`)).toBe(true);
  });

  it('counts a field’s limit on what shows, so padding with invisibles is no longer too long', () => {
    const padded = `${ZWSP}${'a'.repeat(4000)}${WORD_JOINER}`;
    expect(text(4000).parse(padded)).toBe('a'.repeat(4000));
    expect(requiredText(4000).safeParse(padded).success).toBe(true);
    expect(text(4000).safeParse(`${ZWSP}${'a'.repeat(4001)}`).success).toBe(false);
    expect(requiredText(10).safeParse(`${ZWSP}${WORD_JOINER}`).success).toBe(false);
  });

  it('is the rule of the conversation too (graphemes counted after it)', () => {
    const padded = `${ZWSP}${'a'.repeat(MESSAGE_LIMITS.text)}${WORD_JOINER}`;
    expect(normalizeMessageText(padded)).toBe('a'.repeat(MESSAGE_LIMITS.text));
    expect(countCharacters(normalizeMessageText(padded))).toBe(MESSAGE_LIMITS.text);
    expect(createMessageBodySchema.parse({ text: padded }).text).toBe(
      'a'.repeat(MESSAGE_LIMITS.text),
    );
    expect(createMessageBodySchema.parse({ text: `${ZWSP}hi${ZWSP}` }).text).toBe('hi');
  });
});
