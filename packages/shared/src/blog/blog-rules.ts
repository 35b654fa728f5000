/**
 * The blog's product rules, zod-free so the web's editor can use them without
 * loading zod: categories, privacy, caps, the automatic excerpt, reading time, tags and
 * the `upload:ID` image references of a post's Markdown.
 */
export const BLOG_CATEGORIES = ['love', 'life', 'travel', 'food', 'memories', 'thoughts'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** private: the author only; couple: both partners; public: anyone, guests included. */
export const BLOG_PRIVACIES = ['private', 'couple', 'public'] as const;
export type BlogPrivacy = (typeof BLOG_PRIVACIES)[number];

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/**
 * ours: my posts and my partner's that I may see (the couple's blog, the default when
 * signed in); public: everyone's public published posts (all a guest can see).
 */
export const BLOG_SCOPES = ['ours', 'public'] as const;
export type BlogScope = (typeof BLOG_SCOPES)[number];

export const BLOG_LIMITS = {
  title: 200,
  /** Markdown source, characters */
  content: 100_000,
  excerpt: 300,
  /** the excerpt made from the text when none is given */
  autoExcerpt: 150,
  tags: 10,
  tag: 30,
  /** inline images in one post */
  images: 50,
  pageSize: 10,
  pageSizeMax: 50,
  offsetMax: 100_000,
  searchText: 200,
  wordsPerMinute: 200,
} as const;

/** The upload id inside `![alt](upload:ID)`, as uploads name their files. */
/**
 * How wide a post's own page shows its cover (the `sizes` of its <img>). The server's
 * preload of a public post's cover says the same, so the browser picks the same
 * rendition for both and fetches it once.
 */
export const POST_PAGE_COVER_SIZES = '(min-width: 768px) 768px, 100vw';

export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const UPLOAD_REF_PREFIX = 'upload:';

/** Markdown of an inline image the server turns into a freshly signed URL on every read. */
export function imageMarkdown(alt: string, uploadId: string): string {
  const cleanAlt = alt.replace(/[[\]\\\n\r]/g, ' ').trim();
  return `![${cleanAlt}](${UPLOAD_REF_PREFIX}${uploadId})`;
}

/** Collapses runs of white space to one space and trims. */
export function squashSpaces(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * The first `max` characters of the text, cut at a word boundary when one is near,
 * with an ellipsis when anything was cut. Counts code points, so an emoji is one.
 */
export function autoExcerpt(plainText: string, max: number = BLOG_LIMITS.autoExcerpt): string {
  const text = squashSpaces(plainText);
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at the last word boundary unless that throws away more than a fifth.
  const trimmed = lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${trimmed.replace(/[\s.,;:!?-]+$/u, '')}…`;
}

/** Minutes to read the text at 200 words a minute; at least 1. */
export function readingMinutes(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / BLOG_LIMITS.wordsPerMinute));
}

const TAG_SHAPE = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} _-]*$/u;

/**
 * A tag as stored: NFC, spaces squashed, lower case. Null when nothing of it is left or
 * it holds characters a tag may not (letters, digits, spaces, `-` and `_` only).
 */
export function normalizeTag(raw: string): string | null {
  const tag = squashSpaces(raw.normalize('NFC')).toLowerCase();
  if (!tag || !TAG_SHAPE.test(tag)) return null;
  return tag;
}

/**
 * The address of a link the editor inserts, as typed by someone who does not write URLs:
 * `http(s)://…` and `mailto:…` as they are, a bare `dalat.vn/trip` given `https://`;
 * anything else (spaces, `javascript:`, no dot in the host) is not a link: null.
 */
export function linkAddress(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:[^@]+@[^@]+\.[^@]+$/i.test(text)) return text;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  // (no URL class here: the shared package names no DOM or Node types)
  const match = /^https?:\/\/([^/?#]+)([/?#].*)?$/i.exec(withScheme);
  const host = match?.[1]?.replace(/:\d{1,5}$/, '') ?? '';
  if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u.test(host)) return null;
  if (!host.includes('.') && host !== 'localhost') return null;
  return withScheme;
}
