/**
 * Matching place names the way people type them: accents, case, spaces and the
 * administrative prefixes ("tỉnh", "thành phố", "TP.") ignored, so "da lat", "Đà Lạt",
 * "dalat" and "ĐÀ LẠT" are one name. "Đ"/"đ" is a letter of its own in Unicode (not a "D"
 * with a mark), so it is folded by hand after the marks are stripped.
 */

/**
 * What a place's key leaves out: ASCII other than letters and digits, and the spaces,
 * punctuation and variation selectors of the blocks people type them from (Latin-1, general
 * punctuation, CJK punctuation and the katakana middle dot, full-width forms). Letters and digits of every script stay:
 * "서울", "東京" and "Москва" are names too, and folding them to nothing would make every
 * such place one. The same pattern folds names in SQL (PostgreSQL's regular expressions read
 * these escapes as JavaScript's do), so the server can compare keys in either place.
 */
export const PLACE_KEY_DROPPED =
  '[\\x01-\\x2f\\x3a-\\x60\\x7b-\\x7f\\u00a0-\\u00bf\\u2000-\\u206f\\u3000-\\u303f\\u30fb\\ufe00-\\ufe0f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]+';
// The variation selectors in it are meant one by one (a heart's U+FE0F goes, the heart stays).
// eslint-disable-next-line no-misleading-character-class
const DROPPED = new RegExp(PLACE_KEY_DROPPED, 'gu');

/** lower case, without accents, "đ" as "d", anything but letters and digits as one space */
export function foldPlaceName(value: string): string {
  return (
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // back together what NFD took apart and is not an accent (Hangul syllables, kana)
      .normalize('NFC')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(DROPPED, ' ')
      .trim()
  );
}

const PREFIXES = /^(?:tinh|thanh pho|tp|quan dao|qd|dao|huyen|thi xa|tx)\s+/;

/** the folded name without an administrative prefix, and without spaces ("dalat") */
export function placeKey(value: string): string {
  const folded = foldPlaceName(value);
  const bare = folded.replace(PREFIXES, '');
  return (bare || folded).replace(/ /g, '');
}

/**
 * How well a name matches what was typed, best first: 0 the whole name, 1 a prefix of it,
 * 2 a prefix of one of its words, 3 anywhere inside; null when it does not match.
 */
export function placeMatchRank(name: string, query: string): number | null {
  const q = placeKey(query);
  if (!q) return null;
  const key = placeKey(name);
  if (key === q) return 0;
  if (key.startsWith(q)) return 1;
  const words = foldPlaceName(name).split(' ');
  const qWords = foldPlaceName(query).replace(PREFIXES, '');
  for (let i = 0; i < words.length; i += 1) {
    if (words.slice(i).join('').startsWith(q) || words.slice(i).join(' ').startsWith(qWords))
      return 2;
  }
  return key.includes(q) ? 3 : null;
}

/** two names for one place ("Đà Lạt" and "da lat") */
export const samePlaceName = (a: string, b: string) => placeKey(a) === placeKey(b);

/**
 * The key a place filter compares (`place=da lat`): the folded name without spaces or
 * punctuation, prefixes kept ("TP. Hồ Chí Minh" is "tphochiminh"), as the server folds the
 * stored names in SQL.
 */
export const placeFilterKey = (value: string) => foldPlaceName(value).replace(/ /g, '');
