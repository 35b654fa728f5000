import { shownTextOf } from '../common/shown-text.js';
import { graphemeSegmenter } from '../common/text-length.js';

/**
 * The couple's conversation (docs/product-rules.md, The conversation): one per couple,
 * between the two partners only. Lengths are counted in graphemes, the characters people
 * see: "👩‍❤️‍👨" is one, and so is a Vietnamese "ệ" typed as e + two combining marks.
 */
export const MESSAGE_LIMITS = {
  /** graphemes of a message's text */
  text: 4_000,
  /** graphemes of a love note */
  note: 280,
  /**
   * UTF-16 units a text may hold before its graphemes are even counted: a cap on the work
   * (4,000 family emoji are 44,000 units), never reached by a text within the limit above.
   */
  rawUnits: 64_000,
  /** photos in one message */
  images: 10,
  /** messages a page, by default and at most */
  pageDefault: 50,
  pageMax: 50,
  /** characters of a search */
  searchText: 200,
  /** graphemes of a quoted message's excerpt in a reply */
  excerpt: 80,
  /** the unread count stops counting here (the badge reads "99+") */
  unreadCap: 99,
  /** minutes after sending during which the author may edit a message */
  editWindowMinutes: 15,
  /** nudges one person may send in an hour */
  nudgesPerHour: 10,
} as const;

export const MESSAGE_KINDS = ['text', 'note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** why a message shows as "message removed": unsent by its author, or its author's account deleted */
export const MESSAGE_REMOVALS = ['unsent', 'account_deleted'] as const;
export type MessageRemoval = (typeof MESSAGE_REMOVALS)[number];

/** The graphemes of a text, as people see characters (NFC first, so typing style does not count). */
export function graphemesOf(value: string): string[] {
  return Array.from(graphemeSegmenter().segment(value.normalize('NFC')), (part) => part.segment);
}

/** How many characters people see in a text (graphemes). */
export function countCharacters(value: string): number {
  let count = 0;
  for (const _ of graphemeSegmenter().segment(value.normalize('NFC'))) count++;
  return count;
}

/**
 * The text a message keeps: NFC (so search and counts agree), trimmed; a text that shows
 * nothing (only spaces or zero-width characters) is no text at all.
 */
export function normalizeMessageText(value: string): string {
  return shownTextOf(value);
}

/** The most graphemes a message of this kind may hold. */
export function messageTextLimit(kind: MessageKind): number {
  return kind === 'note' ? MESSAGE_LIMITS.note : MESSAGE_LIMITS.text;
}

/**
 * An emoji's shape: pictographs joined by ZWJ, each with at most a skin tone and a
 * presentation selector, and a tag sequence at the end (the flags of England, Scotland,
 * Wales). Nothing else rides along: combining marks stacked on a heart make one grapheme,
 * but not an emoji, and they draw outside the reaction's chip.
 */
const EMOJI_ELEMENT = String.raw`(?!\p{Regional_Indicator})[\p{Extended_Pictographic}\p{Emoji_Presentation}](?:\p{Emoji_Modifier}\uFE0F?|[\uFE0E\uFE0F]\p{Emoji_Modifier}?)?`;
const EMOJI_SEQUENCE = new RegExp(
  String.raw`^${EMOJI_ELEMENT}(?:\u200D${EMOJI_ELEMENT})*(?:[\u{E0020}-\u{E007E}]+\u{E007F})?$`,
  'u',
);
const FLAG = /^\p{Regional_Indicator}{2}$/u;
const KEYCAP = /^[#*0-9]\uFE0F?\u20E3$/u;
/** the longest single emoji (a family with skin tones) is far below this */
const EMOJI_MAX_UNITS = 32;

/**
 * Whether a reaction is one emoji: exactly one grapheme that is a pictograph (with its
 * variation selector, skin tone and ZWJ sequence), a flag, or a keycap. "❤️", "👍🏽",
 * "👩‍❤️‍👨", "🇻🇳" and "1️⃣" are; "ab", "❤️❤️", "1" and "" are not.
 */
export function isSingleEmoji(value: string): boolean {
  if (value.length === 0 || value.length > EMOJI_MAX_UNITS) return false;
  const graphemes = graphemesOf(value);
  if (graphemes.length !== 1) return false;
  const [one] = graphemes as [string];
  return FLAG.test(one) || KEYCAP.test(one) || EMOJI_SEQUENCE.test(one);
}

/**
 * Whether the author may still edit a message sent at `sentAt`: up to and including
 * exactly 15:00 minutes after it (15:00.001 is too late).
 */
export function canEditMessage(sentAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - sentAt.getTime();
  return elapsed <= MESSAGE_LIMITS.editWindowMinutes * 60_000;
}

/** The last instant an edit is accepted (ISO), for the screen's "edit" button. */
export function editableUntil(sentAt: Date): Date {
  return new Date(sentAt.getTime() + MESSAGE_LIMITS.editWindowMinutes * 60_000);
}

/** The first graphemes of a quoted message, on one line, with "…" when cut. */
export function messageExcerpt(value: string, max: number = MESSAGE_LIMITS.excerpt): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  const graphemes = graphemesOf(flat);
  return graphemes.length <= max
    ? flat.normalize('NFC')
    : `${graphemes.slice(0, max - 1).join('')}…`;
}
