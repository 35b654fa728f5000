import { shownTextOf, trimShown } from './shown-text.js';

/**
 * How long a typed text is, as the text schemas count it (`text(max)` in common-schemas.ts):
 * the text as it is kept (`shownTextOf`: NFC, edges trimmed), in code points. An emoji is one
 * (two UTF-16 units, which an HTML `maxLength` counts), a composed Vietnamese letter is one
 * however it was typed. Forms count and limit with this, so they stop where the server does.
 */
export function shownLength(value: string): number {
  const shown = shownTextOf(value);
  let count = 0;
  for (let i = 0; i < shown.length; i++) {
    count++;
    const unit = shown.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = shown.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

/** Made on first use: building it loads the engine's break rules. */
let segmenter: Intl.Segmenter | undefined;

/**
 * A typed text cut so that `shownLength` is at most `max`: unchanged when it fits; else NFC,
 * the spaces it starts with kept (they do not count), and whole characters as people see
 * them (an emoji sequence is not cut in half) up to `max` code points.
 */
export function limitShownText(value: string, max: number): string {
  if (shownLength(value) <= max) return value;
  const nfc = value.normalize('NFC');
  const body = trimShown(nfc);
  const start = nfc.indexOf(body);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let kept = '';
  let count = 0;
  for (const { segment } of segmenter.segment(nfc.slice(start))) {
    const size = [...segment].length;
    if (count + size > max) break;
    kept += segment;
    count += size;
  }
  return nfc.slice(0, start) + kept;
}
