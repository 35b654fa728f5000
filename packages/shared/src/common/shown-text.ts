/**
 * Text as people see it, for every field a person types: what counts as showing nothing,
 * and the form a text is kept in. Kept free of zod (common-schemas.ts builds its text
 * schemas on it) so that rules files can use it alone.
 */

/**
 * Nothing a reader would see: white space, controls and format characters (zero-width
 * space and joiners, word joiner, byte-order mark, soft hyphen, direction marks), the other
 * default-ignorable characters (variation selectors, the Hangul fillers) and the Braille
 * blank.
 */
const NOTHING_VISIBLE = /^[\s\p{Z}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Whether a text has nothing a reader would see (empty, spaces, zero-width characters). */
export function showsNothing(value: string): boolean {
  return NOTHING_VISIBLE.test(value);
}

/**
 * One character that may go from a text's edge: what String.trim() takes (white space and
 * line ends, the byte-order mark), and the invisible format characters, the format (Cf)
 * characters that are also default-ignorable: zero-width space, non-joiner and joiner,
 * direction marks and embeddings, word joiner and the invisible operators, soft hyphen,
 * Mongolian vowel separator, the tags. At an edge they join or mark nothing, yet they
 * counted against a field's limit and kept "\u200Bhi" apart from "hi". The format
 * characters that show (the Arabic number signs, U+0600...) are not default-ignorable and
 * stay.
 */
const EDGE_INVISIBLE = /^(?:\s|(?=\p{Cf})\p{Default_Ignorable_Code_Point})$/u;
/**
 * The tags (U+E0020-U+E007F) end an emoji tag sequence, the flag of Scotland or Wales at a
 * text's end: they are taken from the start only.
 */
const TAG_FIRST = 0xe0020;
const TAG_LAST = 0xe007f;

const isEdgeInvisible = (char: string) => EDGE_INVISIBLE.test(char);

/**
 * A text without the white space and invisible format characters at its edges (those
 * inside stay: a joiner in "👨‍👩‍👧", a non-joiner in Persian "می‌خواهم"). Walked by hand, one
 * character at a time, rather than with a `(...)+$` pattern, whose backtracking is
 * quadratic on a long run of spaces followed by a letter.
 */
export function trimShown(value: string): string {
  let start = 0;
  while (start < value.length) {
    const char = String.fromCodePoint(value.codePointAt(start)!);
    if (!isEdgeInvisible(char)) break;
    start += char.length;
  }
  let end = value.length;
  while (end > start) {
    // the last character is two units when it is a surrogate pair
    const low = value.charCodeAt(end - 1);
    const high = end - 2 >= start ? value.charCodeAt(end - 2) : 0;
    const width = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? 2 : 1;
    const char = value.slice(end - width, end);
    const code = char.codePointAt(0)!;
    if ((code >= TAG_FIRST && code <= TAG_LAST) || !isEdgeInvisible(char)) break;
    end -= width;
  }
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * A text as it is kept: NFC (a keyboard that types decomposed Vietnamese, "e" + U+0323 +
 * U+0302 for "ệ", then counts, searches and groups as the composed one), trimmed of white
 * space and invisible format characters at its edges (`trimShown`); a text that shows
 * nothing is the empty text.
 */
export function shownTextOf(value: string): string {
  const text = trimShown(value.normalize('NFC'));
  return showsNothing(text) ? '' : text;
}

/**
 * A break in a one-line name: a run of control characters (line feeds, carriage returns,
 * tabs, NUL and the other C0 and C1 controls, NEL) or Unicode line and paragraph separators.
 * Format characters (joiners, direction marks) are not: an emoji or a Persian word needs them.
 */
const LINE_BREAKS = /[\p{Cc}\u2028\u2029]+/u;

/**
 * A one-line name as it is kept (a place, an album, a list item's title): each break
 * (`LINE_BREAKS`) with the spaces around it becomes one space, then `shownTextOf`. A name
 * pasted from a note ("Đà Lạt\n\tHồ Xuân Hương") stays on one line, and a map's list, a card's
 * heading and the place filter show and group it as typed. Split rather than matched with a
 * `\s*...\s*` pattern, whose backtracking is quadratic on a long run of spaces.
 */
export function oneLineTextOf(value: string): string {
  const pieces = value.split(LINE_BREAKS);
  if (pieces.length === 1) return shownTextOf(value);
  return shownTextOf(
    pieces
      .map((piece) => piece.trim())
      .filter((piece) => piece !== '')
      .join(' '),
  );
}
