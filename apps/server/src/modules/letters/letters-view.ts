import {
  UNKNOWN_AUTHOR_NAME,
  daysUntilLetterOpens,
  isLetterOpen,
  isValidTimeZone,
} from '@doita/shared';
import type { Image, Letter } from '@doita/shared';
import type { LetterListRow } from './letters-repository.js';

const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** the calendar a letter opens on: its recipient's (its writer's once the recipient is gone) */
export function openingTimeZoneOf(
  row: Pick<LetterListRow, 'recipientTimeZone' | 'authorTimeZone'>,
) {
  const zone = row.recipientTimeZone ?? row.authorTimeZone;
  return isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Open for good once stamped; else open when its day has come on the recipient's calendar. */
export function isOpenNow(row: LetterListRow, now: Date): boolean {
  return row.openedAt !== null || isLetterOpen(row.opensOn, now, openingTimeZoneOf(row));
}

export interface LetterViewParts {
  viewerId: string;
  now: Date;
  /** the letter's photos (never read for a letter its viewer may not read) */
  images: Image[];
  authorAvatarUrl: string | null;
  recipientAvatarUrl: string | null;
}

/**
 * The API's letter. A sealed letter seen by its recipient carries who wrote it and when it
 * opens, nothing of its text, photos or edits (`content` null).
 */
export function toLetter(row: LetterListRow, parts: LetterViewParts): Letter {
  const open = isOpenNow(row, parts.now);
  const readable = row.authorId === parts.viewerId || open;
  return {
    id: row.id,
    from: {
      id: row.authorId,
      displayName: row.authorName,
      avatarUrl: parts.authorAvatarUrl,
    },
    to: {
      id: row.recipientId,
      displayName: row.recipientName ?? UNKNOWN_AUTHOR_NAME,
      avatarUrl: parts.recipientAvatarUrl,
    },
    opensOn: row.opensOn,
    state: open ? 'open' : 'sealed',
    opensToday: daysUntilLetterOpens(row.opensOn, parts.now, openingTimeZoneOf(row)) === 0,
    isMine: row.authorId === parts.viewerId,
    createdAt: row.createdAt.toISOString(),
    content: readable
      ? { text: row.text, images: parts.images, updatedAt: row.updatedAt.toISOString() }
      : null,
  };
}
