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
 * A text as it is kept: NFC (a keyboard that types decomposed Vietnamese, "e" + U+0323 +
 * U+0302 for "ệ", then counts, searches and groups as the composed one), trimmed; a text
 * that shows nothing is the empty text.
 */
export function shownTextOf(value: string): string {
  const text = value.normalize('NFC').trim();
  return showsNothing(text) ? '' : text;
}
