import { dayNumber, toLocalDate } from '@doita/shared';

/**
 * How the conversation is laid out on screen, from messages oldest first: a day separator
 * where the viewer's calendar day changes (in their time zone), and runs of messages by the
 * same person a few minutes apart drawn as one group (one name, one time, tighter bubbles).
 */

/** Consecutive messages by one person less than this apart (same day) share a group. */
export const GROUP_GAP_MS = 5 * 60_000;

export interface Placed {
  id: string;
  /** null once the account is gone */
  author: { id: string | null };
  createdAt: string;
}

export type DayKind = 'today' | 'yesterday' | 'date';

export interface LaidOut<M extends Placed> {
  message: M;
  /** set on the first message of a calendar day: the separator drawn above it */
  day?: { kind: DayKind; at: Date };
  /** first of its group (the name and gap go above it) */
  groupStart: boolean;
  /** last of its group (the time and the bubble's tail go under it) */
  groupEnd: boolean;
}

function dayOf(instant: Date, timeZone: string): number {
  try {
    return dayNumber(toLocalDate(instant, timeZone));
  } catch {
    // an unknown zone: the day in UTC rather than none
    return dayNumber(toLocalDate(instant, 'UTC'));
  }
}

/** "today", "yesterday" or a date, as the viewer's calendar in `timeZone` sees `instant`. */
export function dayKindOf(instant: Date, now: Date, timeZone: string): DayKind {
  const diff = dayOf(now, timeZone) - dayOf(instant, timeZone);
  if (diff === 0) return 'today';
  if (diff === 1) return 'yesterday';
  return 'date';
}

/** Lays out messages given oldest first. */
export function layOut<M extends Placed>(
  messages: readonly M[],
  now: Date,
  timeZone: string,
): LaidOut<M>[] {
  const out: LaidOut<M>[] = [];
  let previousDay: number | undefined;
  for (let i = 0; i < messages.length; i += 1) {
    const message = messages[i]!;
    const at = new Date(message.createdAt);
    const day = dayOf(at, timeZone);
    const newDay = day !== previousDay;
    previousDay = day;
    const before = messages[i - 1];
    const after = messages[i + 1];
    const joins = (a: Placed | undefined, b: Placed | undefined) =>
      !!a &&
      !!b &&
      a.author.id === b.author.id &&
      dayOf(new Date(a.createdAt), timeZone) === dayOf(new Date(b.createdAt), timeZone) &&
      Math.abs(new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()) < GROUP_GAP_MS;
    out.push({
      message,
      ...(newDay ? { day: { kind: dayKindOf(at, now, timeZone), at } } : {}),
      groupStart: !joins(before, message),
      groupEnd: !joins(message, after),
    });
  }
  return out;
}

/**
 * The message "Seen" goes under: my latest message at or before the partner's read pointer
 * (given as the id and time of the last message they read). Messages are oldest first.
 */
export function seenMessageId(
  messages: readonly Placed[],
  myId: string,
  partnerRead: { id: string; createdAt: string } | null | undefined,
): string | null {
  if (!partnerRead) return null;
  const readAt = new Date(partnerRead.createdAt).getTime();
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.author.id !== myId) continue;
    const at = new Date(message.createdAt).getTime();
    if (at < readAt || (at === readAt && message.id <= partnerRead.id)) return message.id;
    if (message.id === partnerRead.id) return message.id;
  }
  return null;
}
