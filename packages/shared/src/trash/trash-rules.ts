/**
 * The trash: deleting a memory, post, comment or reminder moves it here,
 * where whoever deleted it may restore it or delete it for good; after
 * `TRASH_RETENTION_DAYS` it is deleted for good by the purge (photos freed with it).
 */
export const TRASH_RETENTION_DAYS = 30;

/** What can be in the trash (a `comment` is a post's or a memory's). Adding a kind is one entry here. */
export const TRASH_KINDS = ['memory', 'post', 'comment', 'reminder'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an item trashed at `deletedAt` is deleted for good: exactly 30 × 24 hours later,
 * an instant, so neither time zones nor daylight saving move it.
 */
export function purgeAt(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Items trashed before this instant are due for the purge at `now`. */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
}

/** Whole days left before the purge (0 on the last day), for "deleted forever in N days". */
export function daysUntilPurge(deletedAt: Date, now: Date): number {
  const left = purgeAt(deletedAt).getTime() - now.getTime();
  return Math.max(0, Math.floor(left / DAY_MS));
}

/** The longest title a trash row shows (a comment's text is cut to it). */
export const TRASH_TITLE_MAX = 120;

/** A comment has no title: the trash shows the start of its text, on one line. */
export function trashTitleOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= TRASH_TITLE_MAX) return line;
  return `${chars.slice(0, TRASH_TITLE_MAX - 1).join('')}…`;
}
