import { shownTextOf, trimShown } from './shown-text.js';

/**
 * How long a typed text is, as the text schemas count it (`text(max)` in common-schemas.ts):
 * the text as it is kept (`shownTextOf`: NFC, edges trimmed), in code points. An emoji is one
 * (two UTF-16 units, which an HTML `maxLength` counts), a composed Vietnamese letter is one
 * however it was typed. Forms count and limit with this, so they stop where the server does.
 */
export function shownLength(value: string): number {
  return [...shownTextOf(value)].length;
}

/**
 * Made on first use, not when the module loads: building it loads the engine's break rules
 * (about 15 ms on a phone), and every first screen that imports these rules paid for it
 * before anything was counted.
 */
let segmenter: Intl.Segmenter | undefined;
export function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}

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
  let kept = '';
  let count = 0;
  for (const { segment } of graphemeSegmenter().segment(nfc.slice(start))) {
    const size = [...segment].length;
    if (count + size > max) break;
    kept += segment;
    count += size;
  }
  return nfc.slice(0, start) + kept;
}
